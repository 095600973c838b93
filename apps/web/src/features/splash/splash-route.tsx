import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { SPLASH_MS, splashTarget } from './splash-target';

/** The crayon mark, large (the same drawing as the app logo and the favicon). */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" className="size-24 drop-shadow-[0_12px_24px_rgba(76,29,149,0.35)]" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#6d28d9" />
      <path d="M18 46 38 14l8 5-20 32-9 4z" fill="#facc15" />
      <path d="m38 14 8 5 3-5a4.6 4.6 0 0 0-8-5z" fill="#fb7185" />
      <path d="m17 55 9-4-8-5z" fill="#1f1d2b" />
    </svg>
  );
}

/**
 * /splash: the first screen of the mobile and desktop apps (the landing redirects here off the
 * web). Brand and tagline, then, after SPLASH_MS, the sign-in screen or the user's home; replace,
 * so the back button never returns to it.
 */
export function Component() {
  const appName = useSettings((state) => state.appName);
  const tagline = useSettings((state) => state.tagline);
  const navigate = useNavigate();
  const [filling, setFilling] = useState(false);

  useEffect(() => {
    // After the empty bar was painted once, so the fill transitions instead of appearing full.
    const timer = setTimeout(() => setFilling(true), 50);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void navigate(splashTarget(useSession.getState()), { replace: true }), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-brand-50 px-6 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] text-center"
    >
      <BrandMark />
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{appName}</h1>
      {tagline ? <p className="max-w-sm text-lg text-ink-muted">{tagline}</p> : null}
      <div className="mt-4 h-1.5 w-32 overflow-hidden rounded-full bg-brand-100" role="progressbar" aria-label="Starting">
        <div
          className={`crayon-stripe h-full w-full origin-left transition-transform duration-[1100ms] ease-out motion-reduce:transition-none ${filling ? 'scale-x-100' : 'scale-x-0'}`}
        />
      </div>
    </main>
  );
}

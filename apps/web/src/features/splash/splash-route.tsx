import { Link } from 'react-router';
import { AppLogo } from '@/components/app-logo';
import { buttonClasses } from '@/components/button';
import { useSettings } from '@/stores/settings';

/** First screen of the mobile and desktop apps. */
export function Component() {
  const tagline = useSettings((state) => state.tagline);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-brand-50 px-6 text-center">
      <div className="crayon-stripe h-1.5 w-32 rounded-full" aria-hidden="true" />
      <h1>
        <AppLogo className="text-3xl" />
      </h1>
      {tagline ? <p className="max-w-sm text-lg text-ink-muted">{tagline}</p> : null}
      <div className="flex w-full max-w-xs flex-col gap-3">
        <Link to="/sign-in" className={buttonClasses({ block: true, size: 'lg' })}>
          Sign in
        </Link>
        <Link to="/sign-up" className={buttonClasses({ block: true, size: 'lg', variant: 'secondary' })}>
          Sign up
        </Link>
      </div>
    </main>
  );
}

import type { DownloadPlatform, WebsiteLanding, WebsitePlatform } from '@crayonbox/contract';
import clsx from 'clsx';
import { LandingLink } from './landing-link';
import { isSitePath } from '@/lib/site-path';

export const PLATFORM_LABELS: Record<WebsitePlatform, string> = {
  web: 'Web',
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  mac: 'Mac',
  debian: 'Debian',
};

/** Every platform in display order. */
export const ALL_PLATFORMS: WebsitePlatform[] = ['web', 'android', 'ios', 'windows', 'mac', 'debian'];

const GLYPHS: Record<WebsitePlatform, string> = {
  web: '<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5c2.5 2.7 3.8 5.9 3.8 9.5s-1.3 6.8-3.8 9.5c-2.5-2.7-3.8-5.9-3.8-9.5S9.5 5.2 12 2.5"/>',
  android:
    '<path d="M4.5 17.5a7.5 7.5 0 0 1 15 0z"/><path d="M7.5 9.8 5.8 7M16.5 9.8 18.2 7"/><circle cx="9.3" cy="14" r=".7" fill="currentColor"/><circle cx="14.7" cy="14" r=".7" fill="currentColor"/>',
  ios: '<path d="M12 7.6c-1.2-1.3-3.6-1.7-5.1 0-2.2 2.4-1.4 7.2 1.2 10 1.2 1.3 2.4 1.6 3.9.8 1.5.8 2.7.5 3.9-.8 1-1.1 1.7-2.4 2.1-3.7-1.8-.8-2.6-2.9-1.6-4.7.3-.6.8-1 1.3-1.4-1.6-1.5-4.3-1.6-5.7-.2z"/><path d="M12 7.6c-.2-2 .9-3.7 2.8-4.1"/>',
  windows: '<path d="M3.5 5.6 10.5 4.6v7h-7zM13 4.3 20.5 3.2v8.4H13zM3.5 13.9h7v7l-7-1zM13 13.9h7.5v8.4L13 21.2z"/>',
  mac: '<rect x="4" y="4.5" width="16" height="11" rx="1.5"/><path d="M2 19.5h20"/>',
  debian: '<path d="M15.2 8.7a4.3 4.3 0 1 0-1.4 6.6M12.2 2.6a9.4 9.4 0 1 0 8 4.6"/>',
};

/** A platform's mark (decorative). */
export function PlatformIcon({ platform, className }: { platform: WebsitePlatform; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      // Constants of this file only.
      dangerouslySetInnerHTML={{ __html: GLYPHS[platform] }}
    />
  );
}

type Downloads = WebsiteLanding['footer']['downloads'];

/** Where a platform is available: the web app itself, or the download url; null when coming soon. */
export function platformHref(platform: WebsitePlatform, downloads: Downloads): string | null {
  if (platform === 'web') return '/sign-up';
  return downloads[platform as DownloadPlatform] || null;
}

/** One platform: a link when it is available, a dimmed "coming soon" label otherwise. */
export function PlatformLink({ platform, href, variant }: { platform: WebsitePlatform; href: string | null; variant: 'pill' | 'row' }) {
  const label = PLATFORM_LABELS[platform];
  const pill = variant === 'pill';
  const body = (
    <>
      <PlatformIcon platform={platform} className={pill ? 'size-[1.1rem]' : 'size-5'} />
      <span>{label}</span>
      {href ? null : (
        <span
          className={clsx(
            'rounded-full px-1.5 text-xs font-bold whitespace-nowrap',
            pill ? 'bg-slate-100 text-ink-muted' : 'bg-white/10 text-white/80',
          )}
        >
          coming soon
        </span>
      )}
    </>
  );
  const look = pill
    ? 'inline-flex min-h-9 items-center gap-1.5 rounded-full border-2 px-3 text-sm font-bold'
    : 'inline-flex min-h-8 items-center gap-2 font-semibold whitespace-nowrap';
  if (!href) {
    return (
      <span aria-disabled="true" className={clsx(look, pill ? 'border-dashed border-slate-300 text-ink-muted' : 'text-white/70')}>
        {body}
      </span>
    );
  }
  const linkLook = clsx(
    look,
    pill ? 'border-brand-200 bg-white text-ink hover:border-brand-400' : 'text-white hover:text-crayon-yellow hover:underline',
  );
  if (isSitePath(href)) {
    return (
      <LandingLink to={href} className={linkLook}>
        {body}
      </LandingLink>
    );
  }
  return (
    <a href={href} className={linkLook} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  );
}

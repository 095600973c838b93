import type { SocialIcon as SocialIconName, Website } from '@crayonbox/contract';
import { SOCIAL_LABELS, SocialIcon } from '@/components/social-icon';
import { BrandMark } from './brand-mark';
import { LandingLink } from './landing-link';
import { ALL_PLATFORMS, PlatformLink, platformHref } from './platform-links';

const headingClass = 'text-sm font-extrabold tracking-wider text-crayon-yellow uppercase';

/**
 * The footer: 'Follow us on' socials and 'Download our app' platforms (when the footer section is
 * visible), then the copyright line and the legal links whose pages are visible.
 */
export function SiteFooter({ appName, tagline, website }: { appName: string; tagline: string; website: Website | null }) {
  const footer = website?.landing.footer;
  const year = new Date().getFullYear();
  const legal = [
    website?.terms.visibility ? { to: '/terms', label: 'Terms of Service' } : null,
    website?.privacy.visibility ? { to: '/privacy', label: 'Privacy Policy' } : null,
  ].filter((link) => link !== null);

  return (
    <footer className="on-dark bg-ink text-white">
      <div className="crayon-stripe h-1.5" aria-hidden="true" />
      {footer?.visibility ? (
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.5fr]">
          <div>
            <p className="inline-flex items-center gap-2 text-xl font-extrabold">
              <BrandMark className="size-8" />
              {appName}
            </p>
            {tagline ? <p className="mt-3 max-w-xs text-white/80">{tagline}</p> : null}
          </div>
          {footer.socials.length ? (
            <div>
              <h2 className={headingClass}>Follow us on</h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {footer.socials.map((social) => {
                  const label = SOCIAL_LABELS[social.icon as SocialIconName] ?? 'Website';
                  const external = /^https?:/i.test(social.url);
                  return (
                    <li key={social.id}>
                      <a
                        href={social.url}
                        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        aria-label={external ? `${label} (opens in a new tab)` : label}
                        title={label}
                        className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-crayon-yellow hover:text-ink"
                      >
                        <SocialIcon name={social.icon} className="size-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          <div>
            <h2 className={headingClass}>Download our app</h2>
            <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {ALL_PLATFORMS.map((platform) => (
                <li key={platform}>
                  <PlatformLink platform={platform} href={platformHref(platform, footer.downloads)} variant="row" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            Copyright © {appName} {year}
          </p>
          {legal.length ? (
            <nav aria-label="Legal">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {legal.map((link) => (
                  <li key={link.to}>
                    <LandingLink to={link.to} className="font-semibold text-white underline-offset-4 hover:underline">
                      {link.label}
                    </LandingLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

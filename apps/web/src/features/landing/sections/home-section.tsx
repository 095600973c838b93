import type { WebsiteLanding } from '@crayonbox/contract';
import { buttonClasses } from '@/components/button';
import { LandingLink } from '../components/landing-link';
import { ALL_PLATFORMS, PlatformLink, platformHref } from '../components/platform-links';
import { SectionImage } from '../components/section-image';

/** A crayon squiggle under each line of the second heading line (repeated per line when it wraps). */
const SQUIGGLE = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 14' preserveAspectRatio='none'%3E%3Cpath d='M3 9c48-7 97-7 146-3s98 5 148-3' fill='none' stroke='%23facc15' stroke-width='6' stroke-linecap='round'/%3E%3C/svg%3E\")",
  backgroundSize: '100% 0.22em',
};

/** The hero (#home): the two heading lines, the subheading, the call to sign up and the platforms. */
export function HomeSection({
  home,
  downloads,
  showHowItWorks,
}: {
  home: WebsiteLanding['home'];
  downloads: WebsiteLanding['footer']['downloads'];
  showHowItWorks: boolean;
}) {
  const platforms = ALL_PLATFORMS.filter((platform) => home.platforms[platform]);
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative scroll-mt-24 overflow-hidden bg-gradient-to-b from-brand-50 to-paper"
    >
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-16 md:pb-20">
        <div>
          <h1
            id="home-title"
            className="text-[2.6rem] leading-[1.1] font-black tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            <span className="block">{home.headingLine1}</span>
            {home.headingLine2 ? (
              <span
                className="bg-bottom bg-no-repeat pb-1 text-brand-700 [box-decoration-break:clone] [-webkit-box-decoration-break:clone]"
                style={SQUIGGLE}
              >
                {home.headingLine2}
              </span>
            ) : null}
          </h1>
          {home.subheading ? <p className="mt-6 max-w-xl text-lg text-ink-muted sm:text-xl">{home.subheading}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <LandingLink to="/sign-up" className={buttonClasses({ size: 'lg' })}>
              Start coloring for free
            </LandingLink>
            {showHowItWorks ? (
              <a href="#how-it-works" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                See how it works
              </a>
            ) : null}
          </div>
          {platforms.length ? (
            <div className="mt-8">
              <p id="home-platforms" className="text-sm font-bold text-ink-muted">
                Available on
              </p>
              <ul aria-labelledby="home-platforms" className="mt-2 flex flex-wrap gap-2">
                {platforms.map((platform) => (
                  <li key={platform}>
                    <PlatformLink platform={platform} href={platformHref(platform, downloads)} variant="pill" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {home.image ? <SectionImage src={home.image} width={560} height={480} priority className="mx-auto max-w-[560px]" /> : null}
      </div>
    </section>
  );
}

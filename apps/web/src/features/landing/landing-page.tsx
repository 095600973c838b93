import { lazy, Suspense, useMemo } from 'react';
import { buttonClasses } from '@/components/button';
import { SkipLink } from '@/components/skip-link';
import { Skeleton } from '@/components/spinner';
import { normalizeWebsite } from '@/lib/website';
import { useSettings } from '@/stores/settings';
import { LandingLink } from './components/landing-link';
import { SiteHeader, type Anchor } from './components/site-header';
import { preloadPlans } from './plans';
import { HomeSection } from './sections/home-section';
import { useAfterFirstPaint } from './use-after-first-paint';

/** The sections after the hero and the footer come as a separate chunk (see below-the-fold.tsx). */
const loadBelowTheFold = () => import('./below-the-fold');
const LandingSections = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LandingSections })));
const SiteFooter = lazy(() => loadBelowTheFold().then((module) => ({ default: module.SiteFooter })));

/** Starts the requests of everything after the hero at once (not one after the other). */
function startLoadingTheRest() {
  loadBelowTheFold().catch(() => undefined);
  preloadPlans();
}

/** While the settings load: the first screen's shape, so nothing jumps when the content arrives. */
function HeroPlaceholder() {
  return (
    <div
      className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-16"
      aria-busy="true"
    >
      <span className="sr-only" role="status">
        Loading
      </span>
      <div className="space-y-4">
        <Skeleton className="h-12 w-4/5" />
        <Skeleton className="h-12 w-3/5" />
        <Skeleton className="mt-6 h-20 w-full" />
        <Skeleton className="mt-6 h-13 w-56 rounded-full" />
      </div>
      <Skeleton className="mx-auto aspect-[7/6] w-full max-w-[560px] rounded-[2.5rem]" />
    </div>
  );
}

/** Without website content (e.g. the settings could not be read): the name, the tagline and the way in. */
function FallbackHero({ appName, tagline }: { appName: string; tagline: string }) {
  return (
    <section id="home" aria-labelledby="home-title" className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 id="home-title" className="text-4xl font-black tracking-tight text-ink sm:text-6xl">
        {appName}
      </h1>
      {tagline ? <p className="mt-5 text-xl text-ink-muted">{tagline}</p> : null}
      <LandingLink to="/sign-up" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Start coloring for free
      </LandingLink>
    </section>
  );
}

/**
 * The marketing page of SPEC section 2: every section comes from the `website` setting and shows
 * only when its visibility flag is on. It uses no router API, so it can be shown before the router
 * is loaded (see src/app/landing-first.tsx).
 */
export function LandingPage() {
  const loaded = useSettings((state) => state.loaded);
  const raw = useSettings((state) => state.website);
  const appName = useSettings((state) => state.appName);
  const tagline = useSettings((state) => state.tagline);
  const website = useMemo(() => normalizeWebsite(raw), [raw]);
  const landing = website?.landing;
  // The header and the hero render as soon as the settings are there. The rest of the page (its
  // chunk, the plans, the long render and layout) waits until the hero is on screen, so the first
  // screen's largest paint does not wait for it.
  const restShown = useAfterFirstPaint(loaded, startLoadingTheRest);
  const later = restShown ? website : null;

  const anchors: Anchor[] = [];
  if (landing?.home.visibility) anchors.push({ href: '#home', label: 'Home' });
  if (landing?.howItWorks.visibility) anchors.push({ href: '#how-it-works', label: 'How it works' });
  if (landing?.pricing.visibility) anchors.push({ href: '#pricing', label: 'Pricing' });
  if (landing?.faqs.visibility) anchors.push({ href: '#faqs', label: 'FAQs' });
  if (landing?.contact.visibility) anchors.push({ href: '#contact', label: 'Contact' });

  let content;
  if (!loaded) content = <HeroPlaceholder />;
  else if (!website || !landing) content = <FallbackHero appName={appName} tagline={tagline} />;
  else {
    content = (
      <>
        {landing.home.visibility ? (
          <HomeSection home={landing.home} downloads={landing.footer.downloads} showHowItWorks={landing.howItWorks.visibility} />
        ) : (
          <h1 className="sr-only">{appName}</h1>
        )}
        {later ? (
          <Suspense fallback={null}>
            <LandingSections website={later} appName={appName} />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader appName={appName} anchors={anchors} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {content}
      </main>
      {restShown ? (
        <Suspense fallback={null}>
          <SiteFooter appName={appName} tagline={tagline} website={later} />
        </Suspense>
      ) : null}
    </div>
  );
}

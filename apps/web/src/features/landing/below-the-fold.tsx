import type { Website } from '@crayonbox/contract';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { CallToActionSection } from './sections/call-to-action-section';
import { ContactSection } from './sections/contact-section';
import { FaqsSection } from './sections/faqs-section';
import { FeaturesSection } from './sections/features-section';
import { HowItWorksSection } from './sections/how-it-works-section';
import { MetricsSection } from './sections/metrics-section';
import { PricingSection } from './sections/pricing-section';
import { TestimonialsSection } from './sections/testimonials-section';

export { SiteFooter } from './components/site-footer';

/**
 * The landing sections after the hero. They are a chunk of their own, fetched while the hero
 * renders, so the first screen needs less JavaScript. They are added one at a time, one task
 * each (a transition, so a tap in between goes first): put in the page at once, their render,
 * style and layout made one long task that held a slow phone's main thread for a fifth of a
 * second (Lighthouse's total blocking time on a busy 2-core machine: 400-1500 ms). A visit to an
 * anchor (/#pricing) gets them all at once, so the page can scroll there.
 */
export function LandingSections({ website, appName }: { website: Website; appName: string }) {
  const { landing } = website;
  const sections: ReactNode[] = [];
  if (landing.howItWorks.visibility) sections.push(<HowItWorksSection key="how" section={landing.howItWorks} />);
  if (landing.features.visibility) sections.push(<FeaturesSection key="features" section={landing.features} />);
  if (landing.testimonials.visibility) sections.push(<TestimonialsSection key="testimonials" section={landing.testimonials} />);
  if (landing.metrics.visibility) sections.push(<MetricsSection key="metrics" section={landing.metrics} appName={appName} />);
  if (landing.pricing.visibility) sections.push(<PricingSection key="pricing" section={landing.pricing} />);
  if (landing.faqs.visibility) sections.push(<FaqsSection key="faqs" section={landing.faqs} />);
  if (landing.callToAction.visibility) sections.push(<CallToActionSection key="cta" section={landing.callToAction} />);
  if (landing.contact.visibility) sections.push(<ContactSection key="contact" section={landing.contact} />);

  const target = decodeURIComponent(window.location.hash.slice(1));
  const [shown, setShown] = useState(() => (target && target !== 'home' ? sections.length : 1));
  const all = shown >= sections.length;
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, all]);

  // The browser looked for #pricing (etc.) before the sections existed: scroll there now.
  useEffect(() => {
    if (target && target !== 'home') document.getElementById(target)?.scrollIntoView();
    // Once, when they first appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <>{sections.slice(0, shown)}</>;
}

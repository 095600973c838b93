import type { Website } from '@crayonbox/contract';
import { useEffect } from 'react';
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
 * renders, so the first screen needs less JavaScript.
 */
export function LandingSections({ website, appName }: { website: Website; appName: string }) {
  const { landing } = website;

  // The browser looked for #pricing (etc.) before the sections existed: scroll there now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && id !== 'home') document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      {landing.howItWorks.visibility ? <HowItWorksSection section={landing.howItWorks} /> : null}
      {landing.features.visibility ? <FeaturesSection section={landing.features} /> : null}
      {landing.testimonials.visibility ? <TestimonialsSection section={landing.testimonials} /> : null}
      {landing.metrics.visibility ? <MetricsSection section={landing.metrics} appName={appName} /> : null}
      {landing.pricing.visibility ? <PricingSection section={landing.pricing} /> : null}
      {landing.faqs.visibility ? <FaqsSection section={landing.faqs} /> : null}
      {landing.callToAction.visibility ? <CallToActionSection section={landing.callToAction} /> : null}
      {landing.contact.visibility ? <ContactSection section={landing.contact} /> : null}
    </>
  );
}

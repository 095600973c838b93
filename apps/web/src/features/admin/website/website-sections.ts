/** The website sub-screens of SPEC section 2, in menu order. */
export const websiteSections = [
  { slug: 'home', title: 'Home' },
  { slug: 'how-it-works', title: 'How it works' },
  { slug: 'features', title: 'Features' },
  { slug: 'testimonial', title: 'Testimonials' },
  { slug: 'metrics', title: 'Metrics' },
  { slug: 'pricing', title: 'Pricing' },
  { slug: 'faqs', title: 'FAQs' },
  { slug: 'call-to-action', title: 'Call to action' },
  { slug: 'contact', title: 'Contact' },
  { slug: 'footer', title: 'Footer' },
  { slug: 'terms', title: 'Terms of Service' },
  { slug: 'privacy', title: 'Privacy Policy' },
] as const;

export type WebsiteSectionSlug = (typeof websiteSections)[number]['slug'];

export function sectionTitle(slug: WebsiteSectionSlug): string {
  return websiteSections.find((section) => section.slug === slug)?.title ?? slug;
}

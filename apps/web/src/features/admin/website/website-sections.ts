import type { LandingSectionKey, LegalPageKey } from '@crayonbox/contract';

/** A part of the `website` setting that one sub-screen edits. */
export type WebsiteSectionKey = LandingSectionKey | LegalPageKey;

/** The website sub-screens of SPEC section 2, in menu order. */
export const websiteSections = [
  {
    slug: 'home',
    title: 'Home',
    key: 'home',
    description: 'The first screen: the two heading lines, the subheading, the picture and the platforms.',
  },
  { slug: 'how-it-works', title: 'How it works', key: 'howItWorks', description: 'The numbered steps and the video.' },
  { slug: 'features', title: 'Features', key: 'features', description: 'Feature cards with an icon, a title and a description.' },
  { slug: 'testimonial', title: 'Testimonials', key: 'testimonials', description: 'What families and teachers say.' },
  { slug: 'metrics', title: 'Metrics', key: 'metrics', description: 'Big numbers on a colored band.' },
  {
    slug: 'pricing',
    title: 'Pricing',
    key: 'pricing',
    description: 'The text above the plans (the plans themselves are edited under Plans).',
  },
  { slug: 'faqs', title: 'FAQs', key: 'faqs', description: 'Questions and answers, and the support block.' },
  {
    slug: 'call-to-action',
    title: 'Call to action',
    key: 'callToAction',
    description: 'The bright band that invites visitors to sign up.',
  },
  { slug: 'contact', title: 'Contact', key: 'contact', description: 'Address, phone, email and a picture.' },
  { slug: 'footer', title: 'Footer', key: 'footer', description: 'Social links and the app download links.' },
  { slug: 'terms', title: 'Terms of Service', key: 'terms', description: 'The terms page, written with the rich text editor.' },
  { slug: 'privacy', title: 'Privacy Policy', key: 'privacy', description: 'The privacy page, written with the rich text editor.' },
] as const satisfies readonly { slug: string; title: string; key: WebsiteSectionKey; description: string }[];

export type WebsiteSectionSlug = (typeof websiteSections)[number]['slug'];

export function sectionTitle(slug: WebsiteSectionSlug): string {
  return websiteSections.find((section) => section.slug === slug)?.title ?? slug;
}

/** True for the two legal pages (they live beside `landing` in the setting). */
export const isLegal = (key: WebsiteSectionKey): key is LegalPageKey => key === 'terms' || key === 'privacy';

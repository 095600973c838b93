import { z } from 'zod';

/**
 * The value of the `website` setting (CONTRACT.md "website setting"): the landing content of
 * SPEC section 3 plus the two legal pages. The server validates every update against this schema
 * and answers 422 with paths such as "value.landing.home.headingLine1"; the admin editor runs the
 * same schema first, so both show the same sentences. Unknown keys are dropped, never stored.
 */

/** Icons a feature card can show (the landing maps each name to a drawing). */
export const FEATURE_ICONS = [
  'sparkles',
  'paint-bucket',
  'palette',
  'brush',
  'pencil',
  'save',
  'printer',
  'download',
  'upload',
  'devices',
  'heart',
  'star',
  'shield',
  'smile',
  'users',
  'school',
  'rocket',
  'wand',
  'image',
  'layers',
  'zap',
  'gift',
  'clock',
  'lock',
] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** Networks a footer social link can point at. */
export const SOCIAL_ICONS = [
  'instagram',
  'facebook',
  'youtube',
  'x',
  'tiktok',
  'pinterest',
  'linkedin',
  'github',
  'email',
  'website',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/** Where the app runs (SPEC: Web, Android, iOS, Windows, Mac and Debian). */
export const WEBSITE_PLATFORMS = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];

/** Platforms with a downloadable app (the web app needs no download). */
export const DOWNLOAD_PLATFORMS = ['android', 'ios', 'windows', 'mac', 'debian'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/** Length and count bounds; the editor shows them as hints. */
export const WEBSITE_LIMITS = {
  heading: 80,
  subheading: 300,
  text: 600,
  url: 2048,
  html: 200_000,
  instructions: 10,
  features: 12,
  testimonials: 12,
  metrics: 8,
  faqs: 30,
  socials: 10,
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/**
 * A path on this site: one slash, then neither a slash nor a backslash, and no whitespace.
 * Browsers read a backslash as "/" and drop tabs and newlines, so "/\evil.example" leaves the site
 * like "//evil.example" does (the web app's lib/site-path.ts checks links the same way).
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Plain text, trimmed; `required` refuses the empty string. */
function text(label: string, max: number, required = false) {
  const base = z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer.`);
  return required ? base.min(1, `${label} is required.`) : base;
}

/** A url of the site's own files ("/illustrations/hero.svg", "/uploads/...") or an http(s) url; "" for none. */
function mediaUrl(label: string) {
  return z
    .string({ error: `${label} must be a url.` })
    .trim()
    .max(WEBSITE_LIMITS.url, `${label} is too long.`)
    .refine((v) => v === '' || SITE_PATH.test(v) || HTTP_URL.test(v), `${label} must be an http(s) url or a path starting with /.`);
}

/** A link a visitor can follow: http(s), mailto:, tel:, a site path or an #anchor; "" for none. */
function linkUrl(label: string, required = false) {
  return z
    .string({ error: `${label} must be a url.` })
    .trim()
    .max(WEBSITE_LIMITS.url, `${label} is too long.`)
    .refine((v) => !required || v !== '', `${label} is required.`)
    .refine(
      (v) =>
        v === '' ||
        HTTP_URL.test(v) ||
        /^mailto:[^\s@]+@[^\s@]+$/i.test(v) ||
        /^tel:\+?[0-9 ()./-]{3,}$/i.test(v) ||
        SITE_PATH.test(v) ||
        /^#[\w-]+$/.test(v),
      `${label} must start with https://, mailto:, tel:, / or #.`,
    );
}

const flag = (label: string) => z.boolean({ error: `${label} must be on or off.` });
const visibility = flag('Visibility');
const id = z.string({ error: 'Id is required.' }).trim().regex(ID, 'Id must be 1 to 64 letters, digits, - or _.');

/** A list of `{ id, ... }` items with at most `max` entries and no repeated id. */
function list<T extends z.ZodType<{ id: string }>>(item: T, label: string, max: number) {
  return z
    .array(item, { error: `${label} must be a list.` })
    .max(max, `At most ${max} ${label.toLowerCase()}.`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', message: 'Each item needs its own id.', path: [index, 'id'] });
        seen.add(entry.id);
      });
    });
}

const L = WEBSITE_LIMITS;

/** Fields a section cannot show without: required only while the section is visible. */
function requiredWhenVisible<T extends z.ZodObject>(section: T, fields: Record<string, string>) {
  return section.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    if (record.visibility !== true) return;
    for (const [key, label] of Object.entries(fields)) {
      if (record[key] === '') ctx.addIssue({ code: 'custom', message: `${label} is required while the section is shown.`, path: [key] });
    }
  });
}

export const homeSectionSchema = requiredWhenVisible(
  z.object({
    visibility,
    headingLine1: text('Heading line 1', L.heading),
    headingLine2: text('Heading line 2', L.heading),
    subheading: text('Subheading', L.subheading),
    image: mediaUrl('Image'),
    platforms: z.object({
      web: flag('Web'),
      android: flag('Android'),
      ios: flag('iOS'),
      windows: flag('Windows'),
      mac: flag('Mac'),
      debian: flag('Debian'),
    }),
  }),
  { headingLine1: 'Heading line 1' },
);

export const howItWorksSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
  instructions: list(z.object({ id, content: text('Step', L.text, true) }), 'Steps', L.instructions),
  /** An uploaded mp4/webm, or a YouTube or Vimeo url; "" shows an illustration. */
  video: mediaUrl('Video'),
});

export const featuresSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
  image: mediaUrl('Image'),
  list: list(
    z.object({
      id,
      icon: z.enum(FEATURE_ICONS, { error: 'Pick an icon from the list.' }),
      title: text('Title', L.heading, true),
      description: text('Description', L.text),
    }),
    'Features',
    L.features,
  ),
});

export const testimonialsSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
  image: mediaUrl('Image'),
  list: list(
    z.object({
      id,
      photo: mediaUrl('Photo'),
      feedback: text('Feedback', L.text, true),
      name: text('Name', L.heading, true),
      location: text('Location', L.heading),
    }),
    'Testimonials',
    L.testimonials,
  ),
});

export const metricsSectionSchema = z.object({
  visibility,
  list: list(z.object({ id, key: text('Label', L.heading, true), value: text('Value', 20, true) }), 'Metrics', L.metrics),
});

export const pricingSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
});

export const faqsSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
  image: mediaUrl('Image'),
  list: list(z.object({ id, question: text('Question', 200, true), answer: text('Answer', 2000, true) }), 'Questions', L.faqs),
  support: z.object({
    heading: text('Support heading', L.heading),
    description: text('Support description', L.subheading),
    link: linkUrl('Support link'),
  }),
});

export const callToActionSectionSchema = requiredWhenVisible(
  z.object({
    visibility,
    heading: text('Heading', L.heading),
    description: text('Description', L.subheading),
  }),
  { heading: 'Heading' },
);

export const contactSectionSchema = z.object({
  visibility,
  subheading: text('Subheading', L.subheading),
  location: text('Location', 200),
  phone: text('Phone', 40).refine(
    (v) => v === '' || /^\+?[0-9 ()./-]{3,40}$/.test(v),
    'Enter a phone number with digits, spaces, + ( ) - or .',
  ),
  email: text('Email', 254).refine((v) => v === '' || EMAIL.test(v), 'Enter a valid email address.'),
  image: mediaUrl('Image'),
});

export const footerSectionSchema = z.object({
  visibility,
  socials: list(
    z.object({
      id,
      icon: z.enum(SOCIAL_ICONS, { error: 'Pick a network from the list.' }),
      url: linkUrl('Link', true),
    }),
    'Social links',
    L.socials,
  ),
  /** App download urls; "" shows the platform as coming soon. */
  downloads: z.object({
    android: mediaUrl('Android link'),
    ios: mediaUrl('iOS link'),
    windows: mediaUrl('Windows link'),
    mac: mediaUrl('Mac link'),
    debian: mediaUrl('Debian link'),
  }),
});

/**
 * What stored rich text (the legal pages) may contain, for the server (sanitize-html, on save) and
 * the web app (DOMPurify, on load, paste, save and show): what the editor produces, links to the
 * web, mail, phone, a site path or an anchor; never scripts, styles, handlers or javascript: links.
 */
export const RICH_TEXT = {
  tags: ['p', 'div', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr'],
  attributes: ['href', 'title'],
  schemes: ['http', 'https', 'mailto', 'tel'],
  safeUrl: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
} as const;

const legalPageSchema = z.object({
  visibility,
  /** HTML from the rich text editor; sanitized again whenever it is shown. */
  content: z.string({ error: 'Content must be text.' }).max(L.html, `Content must be ${L.html} characters or fewer.`),
});

export const websiteSchema = z.object({
  landing: z.object({
    home: homeSectionSchema,
    howItWorks: howItWorksSectionSchema,
    features: featuresSectionSchema,
    testimonials: testimonialsSectionSchema,
    metrics: metricsSectionSchema,
    pricing: pricingSectionSchema,
    faqs: faqsSectionSchema,
    callToAction: callToActionSectionSchema,
    contact: contactSectionSchema,
    footer: footerSectionSchema,
  }),
  terms: legalPageSchema,
  privacy: legalPageSchema,
});

export type Website = z.infer<typeof websiteSchema>;
export type WebsiteLanding = Website['landing'];
export type LandingSectionKey = keyof WebsiteLanding;
export type LegalPageKey = 'terms' | 'privacy';
export type FeatureItem = WebsiteLanding['features']['list'][number];
export type TestimonialItem = WebsiteLanding['testimonials']['list'][number];
export type MetricItem = WebsiteLanding['metrics']['list'][number];
export type FaqItem = WebsiteLanding['faqs']['list'][number];
export type InstructionItem = WebsiteLanding['howItWorks']['instructions'][number];
export type SocialItem = WebsiteLanding['footer']['socials'][number];

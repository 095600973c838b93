import { z } from 'zod';

/**
 * Shape of the `website` setting. Kept permissive here (every section an object with a boolean
 * visibility) so the full field-by-field schema can live in the contract package.
 */
const section = z.looseObject({ visibility: z.boolean({ error: 'Visibility must be true or false.' }) });

export const websiteSchema = z.object({
  landing: z.object({
    home: section,
    howItWorks: section,
    features: section,
    testimonials: section,
    metrics: section,
    pricing: section,
    faqs: section,
    callToAction: section,
    contact: section,
    footer: section,
  }),
  terms: z.object({ visibility: z.boolean(), content: z.string().max(200_000) }),
  privacy: z.object({ visibility: z.boolean(), content: z.string().max(200_000) }),
});

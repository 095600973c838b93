import { z } from 'zod';
import { printQuery } from './coloreds.ts';

/** Where the colours of a numbered page come from: a preset, or the caller's own coloring of it. */
export const NUMBERS_STYLES = ['bright', 'pastel', 'natural', 'colored'] as const;
export type NumbersStyle = (typeof NUMBERS_STYLES)[number];

/** GET /pages/{id}/numbers?style= (default bright). */
export const numbersQuery = z.object({
  style: z.enum(NUMBERS_STYLES, { error: 'Style must be bright, pastel, natural or colored.' }).default('bright'),
});

/** GET /pages/{id}/numbers/print?style=&size=. */
export const numbersPrintQuery = numbersQuery.extend(printQuery.shape);

/** One swatch of the key. */
export const numberColorSchema = z.object({ n: z.number().int(), hex: z.string(), name: z.string() });
export type NumberColor = z.infer<typeof numberColorSchema>;

/** One numbered region: the number's centre and font size in page px (1024x1024). */
export const numberedRegionSchema = z.object({
  n: z.number().int(),
  x: z.number(),
  y: z.number(),
  font: z.number(),
  area: z.number(),
  /** A point inside each tiny neighbour filled along with this region. */
  merged: z.array(z.tuple([z.number(), z.number()])),
});
export type NumberedRegion = z.infer<typeof numberedRegionSchema>;

/** The numbered version of a page, as GET /pages/{id}/numbers returns it. */
export const numbersPlanSchema = z.object({
  page_id: z.number().int(),
  style: z.enum(NUMBERS_STYLES),
  width: z.number().int(),
  height: z.number().int(),
  colors: z.array(numberColorSchema),
  regions: z.array(numberedRegionSchema),
  unlabelled: z.number().int(),
});
export type NumbersPlan = z.infer<typeof numbersPlanSchema>;

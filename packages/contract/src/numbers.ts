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
export interface NumberColor {
  n: number;
  hex: string;
  name: string;
}

/** One numbered region: the number's centre and font size in page px (1024x1024). */
export interface NumberedRegion {
  n: number;
  x: number;
  y: number;
  font: number;
  area: number;
  /** A point inside each tiny neighbour filled along with this region. */
  merged: Array<[number, number]>;
}

/** The numbered version of a page, as GET /pages/{id}/numbers returns it. */
export interface NumbersPlan {
  page_id: number;
  style: NumbersStyle;
  width: number;
  height: number;
  colors: NumberColor[];
  regions: NumberedRegion[];
  unlabelled: number;
}

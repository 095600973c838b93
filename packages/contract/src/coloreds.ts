import { z } from 'zod';
import { paginationQuery } from './common.ts';

/** Size of the coloring layer the canvas exports (SPEC section 9). */
export const COLORING_SIZE = 1024;

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** PATCH /coloreds/upsert: the coloring layer (a 1024x1024 PNG url from /storage/upload) of a page. */
export const upsertColoredBody = z.object({
  pageId: positiveId('Choose the page to save.'),
  photo: z.string({ error: 'Upload the coloring first.' }).trim().min(1, 'Upload the coloring first.').max(2048, 'Photo url is too long.'),
});
export type UpsertColoredBody = z.infer<typeof upsertColoredBody>;

/** GET /coloreds/{pageId}/read. */
export const coloredParams = z.object({ pageId: positiveId('The page id must be a positive number.') });

/** GET /coloreds/paginate (admins): page, search over page title/prompt and user name/email. */
export const coloredsQuery = paginationQuery;
export type ColoredsQuery = z.infer<typeof coloredsQuery>;

export const PRINT_SIZES = ['a4', 'letter'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];

/** What a print answers with: the print-ready PDF, or the picture alone for the browser's print view. */
export const PRINT_FORMATS = ['pdf', 'png'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** GET /pages/{id}/print?size=a4|letter (default letter)&format=pdf|png (default pdf). */
export const printQuery = z.object({
  size: z.enum(PRINT_SIZES, { error: 'Size must be a4 or letter.' }).default('letter'),
  format: z.enum(PRINT_FORMATS, { error: 'Format must be pdf or png.' }).default('pdf'),
});

/** The colored page record of CONTRACT.md, as PATCH /coloreds/upsert and GET /coloreds/{pageId}/read return it. */
export const coloredPageSchema = z.object({
  id: z.number().int(),
  page: z.object({ id: z.number().int(), illustration: z.string() }),
  pageId: z.number().int(),
  /** The coloring layer alone (transparent PNG, 1024x1024): what the canvas restores. */
  photo: z.string(),
  /** The coloring under the line art, flattened on white (WebP). */
  preview: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ColoredPage = z.infer<typeof coloredPageSchema>;

/** An item of GET /coloreds/paginate (admin list cards). */
export const adminColoredPageSchema = coloredPageSchema.extend({
  page: z.object({ id: z.number().int(), title: z.string(), illustration: z.string(), thumbnail: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), photo: z.string() }),
});
export type AdminColoredPage = z.infer<typeof adminColoredPageSchema>;

/** Drafts travel in tiles: the layer is DRAFT_TILES x DRAFT_TILES squares of DRAFT_TILE_SIZE px, numbered row by row. */
export const DRAFT_TILE_SIZE = 128;
export const DRAFT_TILES = COLORING_SIZE / DRAFT_TILE_SIZE;
export const DRAFT_TILE_COUNT = DRAFT_TILES * DRAFT_TILES;

const tileList = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/, 'tiles must be tile numbers separated by commas.')
  .transform((v) => v.split(',').map(Number))
  .refine((list) => list.every((n) => n < DRAFT_TILE_COUNT), `tiles must be numbers from 0 to ${DRAFT_TILE_COUNT - 1}.`)
  .refine((list) => new Set(list).size === list.length, 'tiles must not repeat a tile.');

/**
 * Fields of PUT /coloreds/{pageId}/draft (multipart). Beside them either one `file` (the whole
 * 1024x1024 PNG coloring layer: every tile changed) or, with `tiles` ("3,4,12"), one `tile` file
 * per listed tile, in that order (128x128 PNGs). `base_revision`: the revision this device last
 * read or wrote (0 when none); `changed_at`: when the last change was made on the device;
 * `device`: an id the device keeps.
 */
export const draftFields = z.object({
  tiles: tileList.optional(),
  base_revision: z.coerce
    .number({ error: 'base_revision must be a whole number.' })
    .int('base_revision must be a whole number.')
    .min(0, 'base_revision must be a whole number.'),
  changed_at: z.iso.datetime({ offset: true, error: 'changed_at must be a date and time (ISO 8601).' }),
  device: z
    .string({ error: 'Name the device.' })
    .trim()
    .min(1, 'Name the device.')
    .max(64, 'The device id must be 64 characters or fewer.'),
});
export type DraftFields = z.infer<typeof draftFields>;

/** Query of DELETE /coloreds/{pageId}/draft: only this revision is removed (a newer one stays). */
export const deleteDraftQuery = z.object({
  revision: z.coerce
    .number({ error: 'revision must be a whole number.' })
    .int('revision must be a whole number.')
    .min(1, 'revision must be a whole number.'),
});

/** The draft object: the caller's latest unsaved coloring of a page, kept on the server for every device. */
export const coloringDraftSchema = z.object({
  page_id: z.number().int(),
  /** Grows with every write, across all pages and users: a device compares it with the one it based its work on. */
  revision: z.number().int(),
  /** The coloring layer: a transparent 1024x1024 PNG. */
  photo: z.string(),
  device: z.string(),
  changed_at: z.string(),
  updated_at: z.string(),
  /**
   * Per tile (DRAFT_TILE_COUNT, row by row): the revision that last changed it (0: not since the
   * draft began). Tiles above a device's base revision were changed by others since; tiles it
   * sent that do not carry the answer's revision were kept from newer work of another device.
   */
  tiles: z.array(z.number().int()),
});
export type ColoringDraft = z.infer<typeof coloringDraftSchema>;

import { z } from 'zod';

/**
 * Coloring books: pages collected into one print-ready PDF (title page, optional "this book
 * belongs to" page, one page per sheet). Trims and the layout rules follow Amazon KDP's
 * paperback specification, which other print-on-demand services share.
 */
export const BOOK_TRIMS = ['letter', 'square', 'a4', '8x10'] as const;
export type BookTrim = (typeof BOOK_TRIMS)[number];

/** Trim sizes in inches, and how the export dialog names them. */
export const TRIM_SIZES: Record<BookTrim, { width: number; height: number; label: string }> = {
  letter: { width: 8.5, height: 11, label: 'US Letter (8.5 × 11 in)' },
  square: { width: 8.5, height: 8.5, label: 'Square (8.5 × 8.5 in)' },
  a4: { width: 8.27, height: 11.69, label: 'A4 (210 × 297 mm)' },
  '8x10': { width: 8, height: 10, label: '8 × 10 in' },
};

export const BOOK_SIDES = ['single', 'double'] as const;
export type BookSides = (typeof BOOK_SIDES)[number];

export const BOOK_LIMITS = { name: 120, subtitle: 160, author: 120 } as const;

const name = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(BOOK_LIMITS.name, `Name may be at most ${BOOK_LIMITS.name} characters.`);
const subtitle = z.string().trim().max(BOOK_LIMITS.subtitle, `Subtitle may be at most ${BOOK_LIMITS.subtitle} characters.`);
const author = z.string().trim().max(BOOK_LIMITS.author, `Author may be at most ${BOOK_LIMITS.author} characters.`);

/** POST /books. */
export const createBookBody = z.object({
  name,
  subtitle: subtitle.optional().default(''),
  author: author.optional().default(''),
});
export type CreateBookBody = z.infer<typeof createBookBody>;

/** One entry of a book: a page, printed blank or with the caller's own coloring of it. */
export const bookEntry = z.object({
  page_id: z.coerce.number({ error: 'Choose a page.' }).int().positive('Choose a page.'),
  colored: z.boolean().optional().default(false),
});

/**
 * POST /books/{id}/update: any of the fields; `pages` replaces the whole ordered list (reorder and
 * remove in one call). The server checks the plan's pages-per-book limit and that every page is
 * one the caller may see.
 */
export const updateBookBody = z.object({
  name: name.optional(),
  subtitle: subtitle.optional(),
  author: author.optional(),
  belongs_to: z.boolean().optional(),
  pages: z
    .array(bookEntry)
    .max(1000, 'A book may have at most 1000 pages.')
    .refine((list) => new Set(list.map((p) => p.page_id)).size === list.length, 'A page can be in a book only once.')
    .optional(),
});
export type UpdateBookBody = z.infer<typeof updateBookBody>;

/** POST /books/{id}/pages: adds one page at the end. */
export const addBookPageBody = bookEntry;

/** POST /books/{id}/export: how to lay the book out. */
export const exportBookBody = z.object({
  trim: z.enum(BOOK_TRIMS, { error: 'Choose a trim size.' }).default('letter'),
  bleed: z.boolean().default(false),
  sides: z.enum(BOOK_SIDES, { error: 'Choose single- or double-sided.' }).default('single'),
});
export type ExportBookBody = z.infer<typeof exportBookBody>;
export type BookExportOptions = ExportBookBody;

/** A page of a book as the editor shows it. */
export const bookPageSchema = z.object({
  page_id: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  /** Printed with the caller's coloring (only when they have one). */
  colored: z.boolean(),
  /** Whether the caller has saved a coloring of this page. */
  has_coloring: z.boolean(),
  /** Shown when the caller's coloring is chosen, else the page's own thumbnail. */
  preview: z.string(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

export const BOOK_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BookExportStatus = (typeof BOOK_EXPORT_STATUSES)[number];

/** The latest build of a book's PDF. */
export const bookExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOK_EXPORT_STATUSES),
  options: z.object({ trim: z.enum(BOOK_TRIMS), bleed: z.boolean(), sides: z.enum(BOOK_SIDES) }),
  /** Sheets drawn so far and in all (blank backs and the title page included). */
  done: z.number().int(),
  total: z.number().int(),
  /** Bytes of the finished PDF. */
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The book changed after this build: the PDF shows the earlier pages. */
  stale: z.boolean(),
});
export type BookExport = z.infer<typeof bookExportSchema>;

/** A book in the caller's list. */
export const bookSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  author: z.string(),
  belongs_to: z.boolean(),
  page_count: z.number().int(),
  /** Thumbnail of the first page, for the list. */
  cover: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  export: bookExportSchema.nullable(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

/** GET /books/{id}. */
export const bookSchema = bookSummarySchema.extend({ pages: z.array(bookPageSchema) });
export type Book = z.infer<typeof bookSchema>;

export const bookLimitsSchema = z.object({
  /** Different books that may be built per calendar month (UTC), and how many were this month. */
  books_per_month: z.number().int(),
  built_this_month: z.number().int(),
  pages_per_book: z.number().int(),
});
export type BookLimits = z.infer<typeof bookLimitsSchema>;

/** GET /books: the caller's books and what their plan allows. */
export const bookListSchema = z.object({ books: z.array(bookSummarySchema), limits: bookLimitsSchema });
export type BookList = z.infer<typeof bookListSchema>;

// ---------- Layout: the one description of a book's sheets, used by the PDF and the preview ----------

export const POINTS_PER_INCH = 72;
/** KDP: 0.125 in beyond the trim on the outside edge, top and bottom. */
export const BLEED_IN = 0.125;
/** KDP's minimum outside margin is 0.25 in (0.375 in with bleed); one value for both. */
export const OUTSIDE_MARGIN_IN = 0.375;

/** KDP's inside (gutter) margin grows with the page count. */
export function gutterInches(pageCount: number): number {
  if (pageCount <= 150) return 0.375;
  if (pageCount <= 300) return 0.5;
  if (pageCount <= 500) return 0.625;
  if (pageCount <= 700) return 0.75;
  return 0.875;
}

export type SheetKind = 'title' | 'belongs' | 'page' | 'blank';
export interface Sheet {
  kind: SheetKind;
  /** Index into the book's pages for kind 'page'. */
  entry?: number;
}

/** A rectangle in points from the media box's lower-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetGeometry {
  /** The whole sheet (trim plus bleed). */
  media: Rect;
  trim: Rect;
  /** Where content may go: inside the outside margins and the gutter. */
  safe: Rect;
}

/**
 * The book's sheets in order. Single-sided books put a blank back after every printed sheet so
 * markers do not bleed through; double-sided books print on both sides. Either way the count is
 * padded to even, as print-on-demand services require.
 */
export function bookSheets(entryCount: number, options: { sides: BookSides; belongsTo: boolean }): Sheet[] {
  const fronts: Sheet[] = [{ kind: 'title' }];
  if (options.belongsTo) fronts.push({ kind: 'belongs' });
  for (let i = 0; i < entryCount; i++) fronts.push({ kind: 'page', entry: i });
  const sheets: Sheet[] = [];
  for (const sheet of fronts) {
    sheets.push(sheet);
    // The title page's back stays blank in both modes, so the first picture starts on a right-hand page.
    if (options.sides === 'single' || sheet.kind === 'title') sheets.push({ kind: 'blank' });
  }
  if (sheets.length % 2) sheets.push({ kind: 'blank' });
  return sheets;
}

/**
 * Geometry of sheet `index` (0-based; even indexes are right-hand pages). With bleed the sheet is
 * 0.125 in wider (outside edge only) and 0.25 in taller, as KDP specifies.
 */
export function sheetGeometry(trim: BookTrim, bleed: boolean, index: number, pageCount: number): SheetGeometry {
  const size = TRIM_SIZES[trim];
  const pt = (inches: number) => inches * POINTS_PER_INCH;
  const b = bleed ? pt(BLEED_IN) : 0;
  const right = index % 2 === 0;
  const trimRect: Rect = { x: right ? 0 : b, y: b, width: pt(size.width), height: pt(size.height) };
  const media: Rect = { x: 0, y: 0, width: trimRect.width + b, height: trimRect.height + 2 * b };
  const outside = pt(OUTSIDE_MARGIN_IN);
  const gutter = pt(gutterInches(pageCount));
  // The gutter is the binding edge: the left of a right-hand page, the right of a left-hand one.
  const left = right ? gutter : outside;
  const rightMargin = right ? outside : gutter;
  const safe: Rect = {
    x: trimRect.x + left,
    y: trimRect.y + outside,
    width: trimRect.width - left - rightMargin,
    height: trimRect.height - 2 * outside,
  };
  return { media, trim: trimRect, safe };
}

/** The largest rectangle of the picture's aspect ratio centred in `area`. */
export function fitRect(area: Rect, aspect: number): Rect {
  const width = Math.min(area.width, area.height * aspect);
  const height = width / aspect;
  return { x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width, height };
}

/** The lowest resolution a print-on-demand interior accepts. */
export const MIN_PRINT_PPI = 300;

import { z } from 'zod';
import { paginationQuery } from './common.ts';
import { paginated, type Paginated } from './errors.ts';

export const PAGE_SORTS = ['trending', 'popularity', 'latest', 'oldest', 'mostFavorited', 'mostColored'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];
export const PAGE_SCOPES = ['public', 'favorited', 'owned', 'colored'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

/** What a page shows, for the category chips above the public list; a page has one or none. */
export const PAGE_CATEGORIES = [
  'animals',
  'fantasy',
  'nature',
  'vehicles',
  'space',
  'food',
  'people',
  'places',
  'patterns',
  'holidays',
] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];
export const PAGE_CATEGORY_LABELS: Record<PageCategory, string> = {
  animals: 'Animals',
  fantasy: 'Fantasy',
  nature: 'Nature',
  vehicles: 'Vehicles',
  space: 'Space',
  food: 'Food',
  people: 'People',
  places: 'Places',
  patterns: 'Patterns',
  holidays: 'Holidays',
};
const pageCategory = z.enum(PAGE_CATEGORIES, { error: `Category must be one of ${PAGE_CATEGORIES.join(', ')}.` });

/**
 * Query of GET /pages/paginate. `search`: every word must start a word of the title, the prompt,
 * the tags, the category or the owner's name (case-insensitive), or a stem of one ("kittens" finds
 * "kitten"); a word of 4 letters or more that starts no known word also matches its closest known
 * words ("kiten" finds "kitten"). `category` keeps the pages of one category. Scope `public` for
 * admins includes blocked pages.
 */
export const pagesQuery = paginationQuery.extend({
  sort: z.enum(PAGE_SORTS, { error: `Sort must be one of ${PAGE_SORTS.join(', ')}.` }).default('latest'),
  scope: z.enum(PAGE_SCOPES, { error: `Scope must be one of ${PAGE_SCOPES.join(', ')}.` }).default('public'),
  category: pageCategory.optional(),
});
export type PagesQuery = z.infer<typeof pagesQuery>;

/**
 * One entry of GET /pages/categories: how many pages the public list holds in a category (for
 * admins blocked pages count too, as their public list shows them). The answer lists every
 * category in PAGE_CATEGORIES order, empty ones with 0, so a client offers chips only for the
 * others.
 */
export const pageCategoryCountSchema = z.object({ category: z.enum(PAGE_CATEGORIES), count: z.number().int().nonnegative() });
export type PageCategoryCount = z.infer<typeof pageCategoryCountSchema>;
export const pageCategoryCountsSchema = z.array(pageCategoryCountSchema);

/** A page holds at most PAGE_TAGS.max tags of letters, digits, spaces and hyphens. */
export const PAGE_TAGS = { max: 12, maxLength: 30 } as const;
const TAG_MESSAGE = `A tag holds letters, digits, spaces or hyphens, ${PAGE_TAGS.maxLength} characters at most.`;
const pageTag = z
  .string({ error: TAG_MESSAGE })
  .trim()
  .toLowerCase()
  .transform((tag) => tag.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, TAG_MESSAGE)
      .max(PAGE_TAGS.maxLength, TAG_MESSAGE)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, TAG_MESSAGE),
  );

/** Body of PATCH /pages/{id}/tags (the owner or an admin): the category (null for none) and the tags, de-duplicated. */
export const pageTagsBody = z.object({
  category: pageCategory.nullable(),
  tags: z
    .array(pageTag, { error: 'Tags must be a list.' })
    .transform((tags) => [...new Set(tags)])
    .pipe(z.array(z.string()).max(PAGE_TAGS.max, `A page holds at most ${PAGE_TAGS.max} tags.`)),
});
export type PageTagsBody = z.infer<typeof pageTagsBody>;

/** Drawing styles of POST /pages/create: from toddler-simple to mandala. */
export const PAGE_STYLES = ['simple', 'classic', 'detailed', 'mandala'] as const;
export type PageStyle = (typeof PAGE_STYLES)[number];

/** Body of POST /pages/create. A prompt the kid-safety check refuses answers 422 with errors.prompt. */
export const createPageBody = z.object({
  prompt: z
    .string({ error: 'Describe the page you want.' })
    .trim()
    .min(3, 'The prompt must be at least 3 characters.')
    .max(1000, 'The prompt must be 1000 characters or fewer.'),
  style: z
    .enum(PAGE_STYLES, { error: `Style must be one of ${PAGE_STYLES.join(', ')}.` })
    .optional()
    .default('classic'),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

/**
 * How POST /pages/upload uses the picture: `keep` cleans line art (a drawing, or a snapshot of a
 * printed page), `trace` traces a photo into lines here, `ai` has the image model redraw it as a
 * coloring page (only with an OpenAI key set).
 */
export const UPLOAD_MODES = ['keep', 'trace', 'ai'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];
/** The first names of the modes, still accepted: `as-is` is `keep`, `line-art` is `trace`. */
export const OLD_UPLOAD_MODES = { 'as-is': 'keep', 'line-art': 'trace' } as const satisfies Record<string, UploadMode>;
/** What an upload looks like; a drawing and a snapshot are kept, a photo is traced by default. */
export const UPLOAD_KINDS = ['drawing', 'snapshot', 'photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** How many lines a traced photo gets: 1 (fewest) to 5 (most). */
export const UPLOAD_DETAIL = { min: 1, max: 5, default: 3 } as const;

const uploadUrl = z.string({ error: 'Upload an image first.' }).trim().min(1, 'Upload an image first.').max(2048);
const modeNames = [...UPLOAD_MODES, ...(Object.keys(OLD_UPLOAD_MODES) as (keyof typeof OLD_UPLOAD_MODES)[])] as const;
// Old names are read as the new ones, so the server and every answer only ever see the new names.
const uploadMode = z
  .enum(modeNames, { error: `Mode must be one of ${UPLOAD_MODES.join(', ')}.` })
  .transform((mode): UploadMode =>
    mode in OLD_UPLOAD_MODES ? OLD_UPLOAD_MODES[mode as keyof typeof OLD_UPLOAD_MODES] : (mode as UploadMode),
  );
const uploadDetail = z
  .number({ error: `Detail must be a whole number from ${UPLOAD_DETAIL.min} to ${UPLOAD_DETAIL.max}.` })
  .int(`Detail must be a whole number from ${UPLOAD_DETAIL.min} to ${UPLOAD_DETAIL.max}.`)
  .min(UPLOAD_DETAIL.min, `Detail must be a whole number from ${UPLOAD_DETAIL.min} to ${UPLOAD_DETAIL.max}.`)
  .max(UPLOAD_DETAIL.max, `Detail must be a whole number from ${UPLOAD_DETAIL.min} to ${UPLOAD_DETAIL.max}.`);

/** Quarter turns a page made from an upload may be turned by, clockwise, in degrees. */
export const UPLOAD_TURNS = [0, 90, 180, 270] as const;
export type UploadTurn = (typeof UPLOAD_TURNS)[number];
const TURN_ERROR = 'Turn must be 0, 90, 180 or 270.';
/**
 * How far the made page is turned clockwise, in degrees (default 0): for a picture that came out
 * on its side or upside down (a photo that lost its orientation, a page photographed from above).
 * For `ai`, the picture is turned before the model draws it.
 */
const uploadTurn = z
  .number({ error: TURN_ERROR })
  .refine((turn): turn is UploadTurn => (UPLOAD_TURNS as readonly number[]).includes(turn), TURN_ERROR);

/** Body of POST /pages/upload; url is one returned by POST /storage/upload. Without a mode, the detected one. */
export const uploadPageBody = z.object({
  url: uploadUrl,
  mode: uploadMode.optional(),
  detail: uploadDetail.optional(),
  turn: uploadTurn.optional(),
  title: z.string().trim().max(120, 'The title must be 120 characters or fewer.').optional(),
});
export type UploadPageBody = z.infer<typeof uploadPageBody>;

/** Body of POST /pages/upload/preview: what the page would look like; makes nothing, spends nothing. */
export const uploadPreviewBody = z.object({
  url: uploadUrl,
  mode: uploadMode.optional(),
  detail: uploadDetail.optional(),
  turn: uploadTurn.optional(),
});
export type UploadPreviewBody = z.infer<typeof uploadPreviewBody>;

/** Response `data` of POST /pages/upload/preview. */
export const uploadPreviewSchema = z.object({
  /** What the upload looks like: a `drawing` or a `snapshot` (of a printed page) is kept, a `photo` traced. */
  detected: z.enum(UPLOAD_KINDS),
  /** The mode the preview was made with (the one asked for, else the one for what was detected). */
  mode: z.enum(UPLOAD_MODES),
  detail: z.number().int(),
  /** The page as it would be made: a PNG data URL (at most 1024 px); null for `ai` (the model draws only when the page is created). */
  preview: z.string().nullable(),
  /** Whether `ai` can be asked for: an OpenAI key is set. */
  ai_available: z.boolean(),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

/** Response `data` of GET /pages/prompt/generate. */
export const generatedPromptSchema = z.object({ prompt: z.string() });
export type GeneratedPrompt = z.infer<typeof generatedPromptSchema>;

/** The page object of CONTRACT.md; the owner's stripe_id only for admins. */
export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prompt: z.string().nullable(),
  category: z.enum(PAGE_CATEGORIES).nullable(),
  tags: z.array(z.string()),
  user: z.object({ id: z.number().int(), name: z.string(), photo: z.string(), stripe_id: z.string().nullable().optional() }),
  illustration: z.string(),
  thumbnail: z.string(),
  colored: z.object({ id: z.number().int(), photo: z.string(), preview: z.string() }).nullable(),
  colored_count: z.number().int(),
  favorited_count: z.number().int(),
  is_colored: z.boolean(),
  is_favorited: z.boolean(),
  is_owner: z.boolean(),
  blocked: z.boolean(),
  trending: z.boolean(),
  created_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** Response `data` of GET /pages/paginate. */
export const pagesPageSchema = paginated(pageSchema);
export type PagesPage = Paginated<Page>;

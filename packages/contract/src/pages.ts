import { z } from 'zod';
import { paginationQuery } from './common.ts';
import type { Paginated } from './errors.ts';

export const PAGE_SORTS = ['trending', 'popularity', 'latest', 'oldest', 'mostFavorited', 'mostColored'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];
export const PAGE_SCOPES = ['public', 'favorited', 'owned', 'colored'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

/**
 * Query of GET /pages/paginate. `search`: every word must start a word of the title, the prompt or
 * the owner's name (case-insensitive). Scope `public` for admins includes blocked pages.
 */
export const pagesQuery = paginationQuery.extend({
  sort: z.enum(PAGE_SORTS, { error: `Sort must be one of ${PAGE_SORTS.join(', ')}.` }).default('latest'),
  scope: z.enum(PAGE_SCOPES, { error: `Scope must be one of ${PAGE_SCOPES.join(', ')}.` }).default('public'),
});
export type PagesQuery = z.infer<typeof pagesQuery>;

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
  style: z.enum(PAGE_STYLES, { error: `Style must be one of ${PAGE_STYLES.join(', ')}.` }).optional().default('classic'),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

/** How POST /pages/upload uses the picture: as it is (on white), or traced into line art. */
export const UPLOAD_MODES = ['as-is', 'line-art'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Body of POST /pages/upload; url is one returned by POST /storage/upload. */
export const uploadPageBody = z.object({
  url: z.string({ error: 'Upload an image first.' }).trim().min(1, 'Upload an image first.').max(2048),
  mode: z.enum(UPLOAD_MODES, { error: `Mode must be one of ${UPLOAD_MODES.join(', ')}.` }).optional().default('as-is'),
  title: z.string().trim().max(120, 'The title must be 120 characters or fewer.').optional(),
});
export type UploadPageBody = z.infer<typeof uploadPageBody>;

/** Response `data` of GET /pages/prompt/generate. */
export interface GeneratedPrompt {
  prompt: string;
}

/** The page object of CONTRACT.md. */
export interface Page {
  id: number;
  title: string;
  prompt: string | null;
  user: { id: number; name: string; photo: string; stripe_id?: string | null };
  illustration: string;
  thumbnail: string;
  colored: { id: number; photo: string; preview: string } | null;
  colored_count: number;
  favorited_count: number;
  is_colored: boolean;
  is_favorited: boolean;
  is_owner: boolean;
  blocked: boolean;
  trending: boolean;
  created_at: string;
}

/** Response `data` of GET /pages/paginate. */
export type PagesPage = Paginated<Page>;

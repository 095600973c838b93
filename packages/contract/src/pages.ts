import { z } from 'zod';
import { paginationQuery } from './common.ts';

export const PAGE_SORTS = ['trending', 'popularity', 'latest', 'oldest', 'mostFavorited', 'mostColored'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];
export const PAGE_SCOPES = ['public', 'favorited', 'owned', 'colored'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

export const pagesQuery = paginationQuery.extend({
  sort: z.enum(PAGE_SORTS, { error: `Sort must be one of ${PAGE_SORTS.join(', ')}.` }).default('latest'),
  scope: z.enum(PAGE_SCOPES, { error: `Scope must be one of ${PAGE_SCOPES.join(', ')}.` }).default('public'),
});
export type PagesQuery = z.infer<typeof pagesQuery>;

export const createPageBody = z.object({
  prompt: z
    .string({ error: 'Describe the page you want.' })
    .trim()
    .min(3, 'The prompt must be at least 3 characters.')
    .max(1000, 'The prompt must be 1000 characters or fewer.'),
  style: z.enum(['simple', 'classic', 'detailed', 'mandala']).optional().default('classic'),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

export const uploadPageBody = z.object({
  url: z.string({ error: 'Upload an image first.' }).trim().min(1, 'Upload an image first.').max(2048),
  mode: z.enum(['as-is', 'line-art']).optional().default('as-is'),
  title: z.string().trim().max(120).optional(),
});
export type UploadPageBody = z.infer<typeof uploadPageBody>;

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

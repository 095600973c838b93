import { z } from 'zod';

/** Query of every paginated list: page starts at 1, optional search. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional().default(''),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** Route parameter `{id}` of every object: positive integer ids. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const DEFAULT_PER_PAGE = 24;

import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PageSort } from '@crayonbox/contract';
import { pages } from '../../db/schema.ts';

/** Search terms: at most this many words are matched (each one costs an index scan). */
const MAX_WORDS = 5;

/** The words of a search box entry, lower-cased and de-duplicated; punctuation separates words. */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Every word must start a word of the title, the prompt or the owner's name (case-insensitive).
 * Written as an OR of two index-friendly parts per word (the GIN index on search_vector, and
 * pages_user_idx for the owners whose name matches) so PostgreSQL can combine bitmaps instead of
 * scanning every page. Words hold only letters and digits, so they are safe in tsquery and regex.
 */
export function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        sql`(${pages.searchVector} @@ to_tsquery('simple', ${`${word}:*`})
          or ${pages.userId} = any(array(select su.id from users su where su.name ~* ${`\\m${word}`})))`,
    ),
  );
}

/** ORDER BY of each sort; id always breaks ties so no page repeats or goes missing across pages. */
export const SORT_ORDER: Record<PageSort, SQL[]> = {
  trending: [desc(pages.trendingScore), desc(pages.id)],
  popularity: [desc(pages.popularity), desc(pages.id)],
  latest: [desc(pages.createdAt), desc(pages.id)],
  oldest: [asc(pages.createdAt), asc(pages.id)],
  mostFavorited: [desc(pages.favoritedCount), desc(pages.id)],
  mostColored: [desc(pages.coloredCount), desc(pages.id)],
};

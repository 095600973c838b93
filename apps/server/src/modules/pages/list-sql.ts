import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageCategory, PageSort } from '@crayonbox/contract';
import { pages, searchWords as knownWords } from '../../db/schema.ts';

/** Search terms: at most this many words are matched (each one costs an index scan). */
const MAX_WORDS = 5;

/** The words of a search box entry, lower-cased and de-duplicated; punctuation separates words. */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Shorter words are never matched by likeness: "cat" is not a typo of "car". */
export const TYPO_MIN_LENGTH = 4;
/** How many known words a mistyped word may stand for (the closest ones). */
const TYPO_ALTERNATIVES = 3;
/** Edits (letters added, dropped or changed) a typo may hold: one up to 5 letters, two beyond. */
export const typoEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The tsquery one search word matches: the word's beginning as written and as an English stem
 * ("kittens" finds "kitten"), and, when no known word starts with it and it is long enough, the
 * known words a typo away ("kiten" finds "kitten", "unicron" finds "unicorn"): the same first
 * letter, at most typoEdits edits, found through pg_trgm's index. Known words are every word pages
 * were written with (search_words); the lookup is an uncorrelated subquery, run once per statement.
 */
function wordQuery(word: string): SQL {
  const prefix = `${word}:*`;
  const exact = sql`(to_tsquery('simple', ${prefix}) || to_tsquery('english', ${prefix}))`;
  if (word.length < TYPO_MIN_LENGTH) return exact;
  const like = `${word}%`;
  return sql`(${exact} || coalesce((
    select to_tsquery('simple', string_agg(near.word, ' | '))
    from (select sw.word from ${knownWords} sw
          where sw.word % ${word} and left(sw.word, 1) = ${word.slice(0, 1)}
            and levenshtein(sw.word, ${word}) <= ${typoEdits(word)}
            and not exists (select 1 from ${knownWords} p where p.word like ${like})
          order by levenshtein(sw.word, ${word}), similarity(sw.word, ${word}) desc, sw.word limit ${TYPO_ALTERNATIVES}) near
  ), ''::tsquery))`;
}

/**
 * Every word must match the title, prompt, category or tags (wordQuery) or start a word of the
 * owner's name (case-insensitive). Written as an OR of two index-friendly parts per word (the GIN
 * index on search_vector, and pages_user_idx for the owners whose name matches) so PostgreSQL can
 * combine bitmaps instead of scanning every page. Words hold only letters and digits, so they are
 * safe in tsquery, LIKE and regex.
 */
export function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        sql`(${pages.searchVector} @@ ${wordQuery(word)}
          or ${pages.userId} = any(array(select su.id from users su where su.name ~* ${`\\m${word}`})))`,
    ),
  );
}

/** The list's filters: the search words and the category. */
export function listCondition(words: readonly string[], category: PageCategory | undefined): SQL | undefined {
  return and(searchCondition(words), category ? eq(pages.category, category) : undefined);
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

import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';

// The trending score is ln(sum over events of w * e^((t - EPOCH) / TAU)), see
// docs/decisions/010-trending.md. Every page's decayed score at time `now` is that sum times the same
// factor e^(-(now - EPOCH) / TAU), so ordering by the stored log never needs a periodic rewrite.

/** Fixed origin of event times; any instant before the first real event works. */
export const TRENDING_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Decay time constant: an event loses half its weight every 3 days. */
export const TRENDING_TAU_SECONDS = (3 * 86_400) / Math.LN2;
/** A coloring costs a credit and minutes of work, so it counts more than a favorite. */
export const ACTIVITY_WEIGHT = { favorite: 1, colored: 2 } as const;
/** Decayed weight a page needs to be flagged trending: three favorites within about 19 hours. */
export const TRENDING_MIN_WEIGHT = 2.5;
/** Only this many top pages can carry the flag (two screens of cards), so it stays rare. */
export const TRENDING_TOP = 48;
/** Stored scores at or below zero mean "no activity" (any real event after the epoch is > 0). */
const NONE = 0;

export type PageActivity = 'favorite' | 'unfavorite' | 'colored';

/** ln(w) + (t - epoch) / tau: the log-space value of one event of weight w at time `at`. */
export function eventTerm(at: Date, weight: number): number {
  return Math.log(weight) + (at.getTime() - TRENDING_EPOCH_MS) / 1000 / TRENDING_TAU_SECONDS;
}

/** The decayed weight (events-equivalent) of a stored score at time `now`. */
export function decayedWeight(score: number, now = new Date()): number {
  if (score <= NONE) return 0;
  return Math.exp(score - (now.getTime() - TRENDING_EPOCH_MS) / 1000 / TRENDING_TAU_SECONDS);
}

/** log(e^s + e^x), with s <= 0 meaning an empty sum. */
const logAdd = (x: number): SQL =>
  sql`case when ${pages.trendingScore} <= ${NONE} then ${x}::float8
      else greatest(${pages.trendingScore}, ${x}::float8) + ln(1 + exp(-abs(${pages.trendingScore} - ${x}::float8))) end`;

/**
 * log(e^s - e^x): removes exactly what an earlier event of term x added. When nothing (or only
 * rounding noise) would remain, the score returns to "no activity".
 */
const logSubtract = (x: number): SQL =>
  sql`case when ${pages.trendingScore} - ${x}::float8 > 1e-6
      then greatest(${pages.trendingScore} + ln(1 - exp(${x}::float8 - ${pages.trendingScore})), ${NONE})
      else ${NONE} end`;

/**
 * Records a favorite, an unfavorite or a first coloring of a page: updates favorited_count or
 * colored_count and the trending score in one row update (so concurrent calls stay exact),. `at` is when the event happened; an unfavorite must
 * pass the removed favorite's created_at so exactly its contribution is taken back. Call it inside
 * the transaction that inserted or deleted the favorite / colored page.
 */
export async function recordPageActivity(db: Db, pageId: number, kind: PageActivity, at: Date = new Date()): Promise<void> {
  if (kind === 'favorite') {
    await db
      .update(pages)
      .set({ favoritedCount: sql`${pages.favoritedCount} + 1`, trendingScore: logAdd(eventTerm(at, ACTIVITY_WEIGHT.favorite)) })
      .where(eq(pages.id, pageId));
  } else if (kind === 'unfavorite') {
    await db
      .update(pages)
      .set({
        favoritedCount: sql`greatest(${pages.favoritedCount} - 1, 0)`,
        trendingScore: logSubtract(eventTerm(at, ACTIVITY_WEIGHT.favorite)),
      })
      .where(eq(pages.id, pageId));
  } else {
    await db
      .update(pages)
      .set({ coloredCount: sql`${pages.coloredCount} + 1`, trendingScore: logAdd(eventTerm(at, ACTIVITY_WEIGHT.colored)) })
      .where(eq(pages.id, pageId));
  }
}

/** The score of TRENDING_MIN_WEIGHT events happening at `now`: the absolute part of the cutoff. */
export const trendingFloor = (now = new Date()) => eventTerm(now, TRENDING_MIN_WEIGHT);

/**
 * SQL for the lowest stored score that is flagged trending right now: `floor` (trendingFloor, or a
 * placeholder carrying it) or the TRENDING_TOP-th best listed page's score, whichever is higher.
 * One short walk of pages_trending_idx.
 */
export function trendingCutoffSql(floor: SQL | number = trendingFloor()): SQL<number> {
  return sql<number>`greatest(${floor}::float8, coalesce((
    select tp.trending_score from pages tp where not tp.blocked
    order by tp.trending_score desc offset ${TRENDING_TOP - 1} limit 1), ${NONE}))`.mapWith(Number);
}

/** Whether a stored score clears the cutoff of trendingCutoffSql. */
export const isTrending = (score: number, cutoff: number) => score > NONE && score >= cutoff;

// Dashboard boundaries are computed in UTC, whatever the server's or the database's time zone
// (see docs/decisions/004-analytics-time.md).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the ISO week that contains `now`. */
export function startOfUtcIsoWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The first instant (UTC) of the month `offset` months away from the month of `now`. */
export function startOfUtcMonth(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** "YYYY-MM" of a UTC month, the same text PostgreSQL's to_char(..., 'YYYY-MM') gives. */
export const monthName = (monthStart: Date) =>
  `${monthStart.getUTCFullYear().toString().padStart(4, '0')}-${(monthStart.getUTCMonth() + 1).toString().padStart(2, '0')}`;

export const CHART_MONTHS = 12;

/**
 * The chart window: the last 12 UTC months including the current one, as [from, to) and the
 * month names oldest first.
 */
export function chartWindow(now: Date): { from: Date; to: Date; names: string[] } {
  const names = Array.from({ length: CHART_MONTHS }, (_, i) => monthName(startOfUtcMonth(now, i - (CHART_MONTHS - 1))));
  return { from: startOfUtcMonth(now, -(CHART_MONTHS - 1)), to: startOfUtcMonth(now, 1), names };
}

import { format, formatDistance } from 'date-fns';

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** 'MMMM d, yyyy h:mm a', e.g. "March 4, 2025 2:05 PM". */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'MMMM d, yyyy h:mm a');
}

/** Relative time such as "3 days ago" or "in about 1 hour". */
export function formatRelative(value: DateInput, now: DateInput = new Date()): string {
  return formatDistance(toDate(value), toDate(now), { addSuffix: true });
}

const compactFormatter = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Compact numbers with at most one decimal: 950, 1.2K, 15K, 3.4M. */
export function formatCompact(value: number): string {
  return compactFormatter.format(value);
}

/** Long file names (more than 17 characters): the first 7, an ellipsis, the last 7. */
export function shortenFileName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 17) return name;
  return `${chars.slice(0, 7).join('')}…${chars.slice(-7).join('')}`;
}

/** Download name of a colored page: colored-page-{pageId}-{yyyy-MM-dd_HH-mm-ss}.png */
export function coloredPageFileName(pageId: number | string, at: DateInput = new Date()): string {
  return `colored-page-${pageId}-${format(toDate(at), 'yyyy-MM-dd_HH-mm-ss')}.png`;
}

import type { CounterSet } from '@crayonbox/contract';
import { FileImage, Palette, Receipt, Users, type LucideIcon } from 'lucide-react';

export interface SeriesInfo {
  key: keyof CounterSet;
  label: string;
  icon: LucideIcon;
  /** Line colour: at least 3:1 against white, as WCAG asks of graphics. */
  color: string;
  /** Tailwind classes of the icon chip. */
  chip: string;
}

/** The four dashboard series, in the order of SPEC section 2. */
export const SERIES: SeriesInfo[] = [
  { key: 'users', label: 'Users', icon: Users, color: '#6d28d9', chip: 'bg-brand-100 text-brand-800' },
  { key: 'pages', label: 'Pages', icon: FileImage, color: '#2563eb', chip: 'bg-blue-100 text-blue-800' },
  { key: 'coloreds', label: 'Colored pages', icon: Palette, color: '#e11d48', chip: 'bg-rose-100 text-rose-800' },
  { key: 'subscriptions', label: 'Subscriptions', icon: Receipt, color: '#15803d', chip: 'bg-green-100 text-green-800' },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Splits a chart point name ("2026-11", a UTC month) without going through local time. */
function parseMonth(name: string): { year: string; month: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(name);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? { year: match[1]!, month } : null;
}

/** "2026-11" → "Nov" (axis ticks). Unknown shapes are shown as they are. */
export function monthShort(name: string): string {
  return parseMonth(name)?.month.slice(0, 3) ?? name;
}

/** "2026-11" → "November 2026" (tooltips and the data table). */
export function monthLong(name: string): string {
  const parsed = parseMonth(name);
  return parsed ? `${parsed.month} ${parsed.year}` : name;
}

import { Highlighter, Paintbrush, Pencil, SprayCan, createLucideIcon, type LucideIcon } from 'lucide-react';

/** A wax crayon: a blunt, wrapped tip (lucide has no crayon). */
const Crayon = createLucideIcon('crayon', [
  ['path', { d: 'M4 20l1.2-4.2L15.5 5.5a2.1 2.1 0 0 1 3 3L8.2 18.8z', key: 'body' }],
  ['path', { d: 'M13 8l3 3', key: 'band-1' }],
  ['path', { d: 'M10.5 10.5l3 3', key: 'band-2' }],
  ['path', { d: 'M4 20l3.2-.9', key: 'tip' }],
]);

const ICONS: Record<string, LucideIcon> = {
  paint: Paintbrush,
  crayon: Crayon,
  pencil: Pencil,
  marker: Highlighter,
  airbrush: SprayCan,
};

/** The icon of a brush; the paint brush's for brushes without one of their own. */
export function brushIcon(brush: string): LucideIcon {
  return ICONS[brush] ?? Paintbrush;
}

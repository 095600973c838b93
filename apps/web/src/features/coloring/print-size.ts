import type { PrintSize } from '@crayonbox/contract';

const STORAGE_KEY = 'crayonbox:print-size';

// Countries that print on US Letter; everyone else uses A4.
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR', 'PA', 'DO', 'SV', 'NI', 'BZ']);

/** Paper size a locale usually prints on: en-US (and the other Letter countries) → letter, else a4. */
export function paperSizeForLocale(locale: string | undefined): PrintSize {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/** The paper size last chosen on this device, else the one of the browser's language. */
export function preferredPrintSize(): PrintSize {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (stored === 'a4' || stored === 'letter') return stored;
  return paperSizeForLocale(typeof navigator !== 'undefined' ? navigator.language : undefined);
}

/** Remembers the chosen paper size on this device. */
export function rememberPrintSize(size: PrintSize): void {
  localStorage.setItem(STORAGE_KEY, size);
}

export const PRINT_SIZE_LABELS: Record<PrintSize, { short: string; long: string }> = {
  a4: { short: 'A4', long: 'A4 (210 × 297 mm)' },
  letter: { short: 'Letter', long: 'Letter (8.5 × 11 in)' },
};

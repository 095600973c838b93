import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long a search box waits after the last keystroke (SPEC section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box and the search it stands for: trimmed, 300 ms after the last
 * keystroke. Clearing the box applies at once (a deliberate act, no reason to wait).
 */
export function useSearchText(initial = ''): { text: string; setText: (value: string) => void; search: string } {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  return { text, setText, search: text.trim() === '' ? '' : debounced.trim() };
}

import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs` (search boxes: SPEC section 9 says
 * 300 ms). The first render returns the value as it is, so a restored search does not wait.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  it('starts with the value and follows it only after it stayed still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    expect(result.current).toBe('');

    rerender({ value: 'c' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ca' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'cat' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('cat');
  });
});

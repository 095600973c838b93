import type { ColoringEngine } from '@crayonbox/canvas';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCreditMoment } from './use-credit-moment';

const engine = { getState: () => ({ tool: 'fill' }), fillAt: () => {} } as unknown as ColoringEngine;
// Someone else's page not colored yet: its first change spends a credit.
const page = { is_colored: false, is_owner: false };

describe('useCreditMoment', () => {
  beforeEach(() => localStorage.clear());

  it('asks before the first press that would color', () => {
    const { result } = renderHook(() => useCreditMoment(engine, page));
    let allowed = true;
    act(() => {
      allowed = result.current.beforeAction({ x: 10, y: 10 });
    });
    expect(allowed).toBe(false);
    expect(result.current.asked).toBe(true);
  });

  it('does not ask about a press that would paint nothing (a wrong-colour tap in color by number)', () => {
    const { result } = renderHook(() => useCreditMoment(engine, page, () => false));
    let allowed = false;
    act(() => {
      allowed = result.current.beforeAction({ x: 10, y: 10 });
    });
    expect(allowed).toBe(true);
    expect(result.current.asked).toBe(false);
  });
});

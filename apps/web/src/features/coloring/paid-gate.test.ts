import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { requirePaidPlan } from './paid-gate';
import { paperSizeForLocale } from './print-size';
import { buildCredit } from './test-fixtures';

describe('paid-plan actions (SPEC section 6)', () => {
  beforeEach(() => useNotifications.getState().clear());
  afterEach(() => useNotifications.getState().clear());

  it.each([
    ['print', 'Print is only available on the paid plan.'],
    ['download', 'Download is only available on the paid plan.'],
  ] as const)('refuses %s on the free plan with the SPEC message and goes to /checkout', (action, message) => {
    const goTo = vi.fn();
    expect(requirePaidPlan(buildCredit({ paid: false }), action, goTo)).toBe(false);
    expect(goTo).toHaveBeenCalledWith('/checkout');
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger', message, persist: true });
  });

  it('lets paid plans print and download', () => {
    const goTo = vi.fn();
    expect(requirePaidPlan(buildCredit({ paid: true }), 'print', goTo)).toBe(true);
    expect(requirePaidPlan(buildCredit({ paid: true }), 'download', goTo)).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
    expect(useNotifications.getState().notification).toBeNull();
  });

  it('prints on Letter in the US and on A4 elsewhere', () => {
    expect(paperSizeForLocale('en-US')).toBe('letter');
    expect(paperSizeForLocale('es-MX')).toBe('letter');
    expect(paperSizeForLocale('en-GB')).toBe('a4');
    expect(paperSizeForLocale('fr')).toBe('a4');
    expect(paperSizeForLocale(undefined)).toBe('a4');
  });
});

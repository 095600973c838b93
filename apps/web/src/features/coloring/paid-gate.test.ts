import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useUpgradeOffer } from '@/stores/upgrade-offer';
import { requirePaidPlan } from './paid-gate';
import { paperSizeForLocale } from './print-size';
import { buildCredit } from './test-fixtures';

describe('paid-plan actions (SPEC section 6)', () => {
  beforeEach(() => useNotifications.getState().clear());
  afterEach(() => useNotifications.getState().clear());

  it.each([
    ['print', 'Print is only available on the paid plan.'],
    ['download', 'Download is only available on the paid plan.'],
  ] as const)('refuses %s on the free plan by offering the plans in place, with the SPEC message', (action, message) => {
    expect(requirePaidPlan(buildCredit({ paid: false }), action)).toBe(false);
    expect(useUpgradeOffer.getState().reason).toBe(message);
    // No red error and no move away from the coloring.
    expect(useNotifications.getState().notification).toBeNull();
    useUpgradeOffer.getState().close();
  });

  it('lets paid plans print and download', () => {
    expect(requirePaidPlan(buildCredit({ paid: true }), 'print')).toBe(true);
    expect(requirePaidPlan(buildCredit({ paid: true }), 'download')).toBe(true);
    expect(useUpgradeOffer.getState().reason).toBeNull();
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

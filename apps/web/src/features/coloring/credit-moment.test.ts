import { afterEach, describe, expect, it } from 'vitest';
import { creditMomentMessage, creditMomentNeeded, creditMomentSkipped, skipCreditMoment } from './credit-moment';

describe('the credit moment', () => {
  afterEach(() => localStorage.clear());

  it("asks before the first change of someone else's page that is not colored yet", () => {
    expect(creditMomentNeeded({ is_colored: false, is_owner: false }, false)).toBe(true);
    expect(creditMomentNeeded({ is_colored: true, is_owner: false }, false)).toBe(false);
    expect(creditMomentNeeded({ is_colored: false, is_owner: true }, false)).toBe(false);
    expect(creditMomentNeeded({ is_colored: false, is_owner: false }, true)).toBe(false);
  });

  it('remembers "don\'t ask again" on this device', () => {
    expect(creditMomentSkipped()).toBe(false);
    skipCreditMoment();
    expect(creditMomentSkipped()).toBe(true);
  });

  it('says how many credits are left in one sentence', () => {
    expect(creditMomentMessage(5)).toBe('Coloring this page uses 1 of your 5 public pages to color.');
    expect(creditMomentMessage(1)).toBe('Coloring this page uses 1 of your 1 public page to color.');
  });
});

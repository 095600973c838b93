import type { Page } from '@crayonbox/contract';

const SKIP_KEY = 'crayonbox.credit-moment.skip';

/** True when this device was told "don't ask again" about spending coloring credits. */
export function creditMomentSkipped(): boolean {
  try {
    return localStorage.getItem(SKIP_KEY) === '1';
  } catch {
    return false;
  }
}

export function skipCreditMoment(): void {
  try {
    localStorage.setItem(SKIP_KEY, '1');
  } catch {
    // Private mode: the question comes back next time, which is harmless.
  }
}

/**
 * Whether the first change of this page will spend a public_page credit (SPEC section 4: the
 * automatic save after the first change of a page neither colored nor owned), so the user is
 * asked first.
 */
export function creditMomentNeeded(page: Pick<Page, 'is_colored' | 'is_owner'>, skipped: boolean): boolean {
  return !page.is_colored && !page.is_owner && !skipped;
}

/** The one sentence of the question, with the credits left. */
export function creditMomentMessage(left: number): string {
  return `Coloring this page uses 1 of your ${left} public page${left === 1 ? '' : 's'} to color.`;
}

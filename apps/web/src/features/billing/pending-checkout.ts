/**
 * The plan a checkout was started for, kept in this tab until the payment screen has seen it
 * arrive. It tells a plan switch (starter to advanced) apart from the plan the user already had.
 */
const KEY = 'checkout_plan';

export function rememberCheckoutPlan(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage may be off (private mode); the payment screen then waits for any paid plan.
  }
}

export function checkoutPlan(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetCheckoutPlan(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

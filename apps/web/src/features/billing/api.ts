import type { CheckoutResult, Credit, User } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** POST /stripe/checkout: the Stripe Checkout page for a price; null after a shown error. */
export const startCheckout = (priceId: string) => api.postJson<CheckoutResult>('/stripe/checkout', { priceId });

/** GET /users/read, throwing on failure (the payment screen polls it and decides what to show). */
export const readMe = (signal?: AbortSignal) => apiOrThrow.get<User>('/users/read', { signal });

/** GET /credits/read, throwing on failure. */
export const readCredit = (signal?: AbortSignal) => apiOrThrow.get<Credit>('/credits/read', { signal });

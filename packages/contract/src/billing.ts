import { z } from 'zod';
import type { PlanSummary, SubscriptionSummary } from './users.ts';

export const PLAN_NAMES = ['free', 'starter', 'advanced'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Bounds of the plan editor; the server checks them again. */
export const PLAN_LIMITS = {
  titleMax: 60,
  descriptionMax: 300,
  priceMin: 0.5,
  priceMax: 999.99,
  limitMax: 100_000,
} as const;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(PLAN_LIMITS.limitMax, `${label} must be ${PLAN_LIMITS.limitMax} or less.`);

/**
 * POST /plans/{id}/update. Numbers travel as numbers. `price` and `stripePriceId` only matter for
 * paid plans: the server answers 422 when a free plan is sent a non-zero price or a price ID, and
 * when a paid plan's price is outside 0.50..999.99. `stripePriceId` "" or null clears it; left out,
 * it is kept. `name` (SPEC sends it) is dropped: plan names are fixed.
 */
export const updatePlanBody = z.object({
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(PLAN_LIMITS.titleMax, `Title must be ${PLAN_LIMITS.titleMax} characters or fewer.`),
  description: z
    .string({ error: 'Description must be text.' })
    .trim()
    .max(PLAN_LIMITS.descriptionMax, `Description must be ${PLAN_LIMITS.descriptionMax} characters or fewer.`)
    .optional()
    .default(''),
  price: z
    .number({ error: 'Price must be a number.' })
    .min(0, 'Price cannot be negative.')
    .max(PLAN_LIMITS.priceMax, `Price must be ${PLAN_LIMITS.priceMax} or less.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price can have at most two decimals.')
    .optional(),
  publicPageLimit: count('Limit on public pages'),
  pageCreationLimit: count('Limit on create pages'),
  /** Books: left out, the plan keeps its current limits (older clients send neither). */
  bookLimit: count('Books per month').optional(),
  bookPageLimit: count('Pages per book').optional(),
  stripePriceId: z
    .string({ error: 'Price ID must be text.' })
    .trim()
    .max(255, 'Price ID is too long.')
    .refine((v) => v === '' || /^price_[A-Za-z0-9_]+$/.test(v), 'A Stripe price ID looks like price_1AbC...')
    .nullable()
    .optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

/** The plan object; stripe_price_id is null for the free plan and unset paid plans. price is in dollars (7.99). */
export interface Plan {
  id: number;
  name: PlanName;
  title: string;
  description: string;
  price: number;
  discount: number;
  paid: boolean;
  stripe_price_id: string | null;
  public_page_limit: number;
  page_creation_limit: number;
  /** Different books a user may build per month, and pages a book may hold. */
  book_limit: number;
  book_page_limit: number;
}

/** POST /stripe/checkout */
export const checkoutBody = z.object({
  priceId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(255, 'Choose a plan.'),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export interface CheckoutResult {
  /** The Stripe Checkout page to send the browser to. */
  url: string;
}

/** POST /stripe/subscription/cancel: the subscription, now canceled at the end of its period. */
export interface CancelResult {
  subscription: SubscriptionSummary;
}

/** POST /stripe/webhook */
export interface WebhookAck {
  received: true;
}

/** GET /credits/read */
export interface Credit {
  id: number;
  public_page: number;
  page_creation: number;
  /** When the balance was last refilled. */
  reset_at: string;
  /** When the balance is next expected to refill (renewal, or one month after reset_at on free). */
  next_reset_at: string;
  user: { plan: PlanSummary; subscription: SubscriptionSummary | null };
}

/** One row of GET /subscriptions/paginate (admins). */
export interface SubscriptionListItem {
  id: number;
  user: { id: number; email: string; name: string; stripe_id: string | null };
  plan: { id: number; title: string; name: PlanName };
  price: number;
  status: 'active' | 'canceled';
  created_at: string;
  canceled_at: string | null;
  expire_at: string | null;
}

/** GET /app/status (admins): the setup checklist. */
export interface AppStatus {
  openaiApi: boolean;
  stripeApi: boolean;
  stripeWebhook: boolean;
  /** Every paid plan has a Stripe price ID. */
  plans: boolean;
}

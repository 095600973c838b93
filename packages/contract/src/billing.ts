import { z } from 'zod';
import { planSummarySchema, subscriptionSummarySchema } from './users.ts';

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
export const planSchema = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  paid: z.boolean(),
  stripe_price_id: z.string().nullable(),
  public_page_limit: z.number().int(),
  page_creation_limit: z.number().int(),
  /** Different books a user may build per month, and pages a book may hold. */
  book_limit: z.number().int(),
  book_page_limit: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** POST /stripe/checkout */
export const checkoutBody = z.object({
  priceId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(255, 'Choose a plan.'),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutResultSchema = z.object({
  /** The Stripe Checkout page to send the browser to. */
  url: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /stripe/subscription/cancel: the subscription, now canceled at the end of its period. */
export const cancelResultSchema = z.object({ subscription: subscriptionSummarySchema });
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** POST /stripe/webhook */
export const webhookAckSchema = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** GET /credits/read */
export const creditSchema = z.object({
  id: z.number().int(),
  public_page: z.number().int(),
  page_creation: z.number().int(),
  /** When the balance was last refilled. */
  reset_at: z.string(),
  /** When the balance is next expected to refill (renewal, or one month after reset_at on free). */
  next_reset_at: z.string(),
  user: z.object({ plan: planSummarySchema, subscription: subscriptionSummarySchema.nullable() }),
});
export type Credit = z.infer<typeof creditSchema>;

/** One row of GET /subscriptions/paginate (admins). */
export const subscriptionListItemSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string(), stripe_id: z.string().nullable() }),
  plan: z.object({ id: z.number().int(), title: z.string(), name: z.enum(PLAN_NAMES) }),
  price: z.number(),
  status: z.enum(['active', 'canceled']),
  created_at: z.string(),
  canceled_at: z.string().nullable(),
  expire_at: z.string().nullable(),
});
export type SubscriptionListItem = z.infer<typeof subscriptionListItemSchema>;

/** GET /app/status (admins): the setup checklist. */
export const appStatusSchema = z.object({
  openaiApi: z.boolean(),
  stripeApi: z.boolean(),
  stripeWebhook: z.boolean(),
  /** Every paid plan has a Stripe price ID. */
  plans: z.boolean(),
});
export type AppStatus = z.infer<typeof appStatusSchema>;

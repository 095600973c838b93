import { zodResolver } from '@hookform/resolvers/zod';
import { PLAN_LIMITS, updatePlanBody, type Plan, type UpdatePlanBody } from '@crayonbox/contract';
import type { Resolver } from 'react-hook-form';

/** The plan editor's inputs, as typed. */
export interface PlanFormValues {
  title: string;
  description: string;
  price: string;
  stripePriceId: string;
  publicPageLimit: string;
  pageCreationLimit: string;
  bookLimit: string;
  bookPageLimit: string;
}

/** The editor's starting values for a plan. */
export function planFormValues(plan: Plan): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    price: plan.paid ? plan.price.toFixed(2) : '',
    stripePriceId: plan.stripe_price_id ?? '',
    publicPageLimit: String(plan.public_page_limit),
    pageCreationLimit: String(plan.page_creation_limit),
    bookLimit: String(plan.book_limit),
    bookPageLimit: String(plan.book_page_limit),
  };
}

/** A number input's text as a number; empty or not a number gives undefined (reported as missing). */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** What the contract's schema reads: numbers as numbers, and the price and the price ID only for paid plans. */
function planInput(plan: Pick<Plan, 'paid'>, values: PlanFormValues): Record<string, unknown> {
  const raw: Record<string, unknown> = {
    title: values.title,
    description: values.description,
    publicPageLimit: toNumber(values.publicPageLimit),
    pageCreationLimit: toNumber(values.pageCreationLimit),
    bookLimit: toNumber(values.bookLimit),
    bookPageLimit: toNumber(values.bookPageLimit),
  };
  if (plan.paid) {
    raw.price = toNumber(values.price);
    raw.stripePriceId = values.stripePriceId;
  }
  return raw;
}

/** The paid-plan rule the contract's schema cannot know (the server checks it again). */
function paidPriceError(plan: Pick<Plan, 'paid'>, input: Record<string, unknown>): string | undefined {
  if (!plan.paid) return undefined;
  const price = input.price as number | undefined;
  if (price === undefined) return 'Price is required for a paid plan.';
  if (price < PLAN_LIMITS.priceMin) return `Price must be at least ${PLAN_LIMITS.priceMin.toFixed(2)}.`;
  return undefined;
}

/**
 * The body of POST /plans/{id}/update (SPEC section 5), or the first message per field: numeric
 * fields as numbers, and the price and the price ID only for paid plans. A price the schema
 * refused keeps the schema's message.
 */
export function planPayload(
  plan: Pick<Plan, 'paid'>,
  values: PlanFormValues,
): { body: UpdatePlanBody } | { errors: Record<string, string> } {
  const input = planInput(plan, values);
  const parsed = updatePlanBody.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const price = paidPriceError(plan, input);
  if (price) errors.price ??= price;
  if (parsed.success && !price) return { body: parsed.data };
  return { errors };
}

type PlanResolver = Resolver<PlanFormValues, unknown, UpdatePlanBody>;

/**
 * The plan editor's resolver: the typed text becomes the body above, then the contract's schema
 * checks it, so the usual mistakes show under their field before anything is sent.
 */
export function planResolver(plan: Pick<Plan, 'paid'>): PlanResolver {
  const resolve = zodResolver(updatePlanBody);
  return async (values, context, options) => {
    const input = planInput(plan, values);
    const result = await resolve(input as never, context, options as never);
    const price = paidPriceError(plan, input);
    if (!price || result.errors.price) return result as Awaited<ReturnType<PlanResolver>>;
    return { values: {}, errors: { ...result.errors, price: { type: 'custom', message: price } } };
  };
}

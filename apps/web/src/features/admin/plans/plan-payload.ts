import { PLAN_LIMITS, updatePlanBody, type Plan, type UpdatePlanBody } from '@crayonbox/contract';
import { issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';

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

/**
 * The body of POST /plans/{id}/update (SPEC section 5): numeric fields as numbers, and the price
 * and the price ID only for paid plans. Checked with the contract schema first, so the usual
 * mistakes show under their field before anything is sent.
 */
export function planPayload(plan: Pick<Plan, 'paid'>, values: PlanFormValues): { body: UpdatePlanBody } | { errors: FieldErrors } {
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
    raw.stripePriceId = values.stripePriceId.trim();
  }
  const parsed = updatePlanBody.safeParse(raw);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  // The paid-plan rules the schema cannot know (the server checks them again).
  if (plan.paid && !errors.price) {
    if (raw.price === undefined) errors.price = 'Price is required for a paid plan.';
    else if ((raw.price as number) < PLAN_LIMITS.priceMin) errors.price = `Price must be at least ${PLAN_LIMITS.priceMin.toFixed(2)}.`;
  }
  if (!parsed.success || Object.keys(errors).length) return { errors };
  const body: UpdatePlanBody = { ...parsed.data };
  if (!plan.paid) {
    delete body.price;
    delete body.stripePriceId;
  }
  return { body };
}

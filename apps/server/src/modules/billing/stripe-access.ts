import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isStripeError, stripeClient, type Stripe } from '../../providers/payments/stripe.ts';
import { readSetting } from '../settings/service.ts';

type Ctx = Pick<AppContext, 'db' | 'appKey' | 'config' | 'log' | 'paymentsStandIn'>;

/** The Stripe client for the stripe_key setting; 503 PROVIDER_NOT_CONFIGURED while it is empty. */
export async function stripeFor(ctx: Ctx): Promise<Stripe> {
  const key = await readSetting<string>(ctx, 'stripe_key');
  // The demo sells without any account: the same calls, answered by the stand-in.
  if (!key && ctx.paymentsStandIn) return ctx.paymentsStandIn.stripe;
  if (!key) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Payments are not set up yet: the Stripe secret key is missing.');
  return stripeClient(key, ctx.config.stripeApiBase);
}

/** The stripe_webhook_secret setting; 503 while it is empty (Stripe retries the delivery later). */
export async function webhookSecretFor(ctx: Ctx): Promise<string> {
  const secret = await readSetting<string>(ctx, 'stripe_webhook_secret');
  if (!secret && ctx.paymentsStandIn && !(await readSetting<string>(ctx, 'stripe_key'))) return ctx.paymentsStandIn.webhookSecret;
  if (!secret) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Payments are not set up yet: the Stripe webhook secret is missing.');
  return secret;
}

/**
 * Runs one Stripe call; any failure of Stripe (API error, network, bad key) becomes 502
 * PROVIDER_ERROR. Callers make Stripe calls before writing anything, so nothing has changed.
 */
export async function callStripe<T>(ctx: Ctx, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!isStripeError(e)) throw e;
    // Type, code and request id are enough to find the call in the Stripe dashboard; no secrets.
    ctx.log.warn(
      { stripe: { type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId } },
      `Stripe ${what} failed: ${e.message}`,
    );
    throw new AppError('PROVIDER_ERROR', 'The payment provider could not complete the request. Nothing was charged; please try again.');
  }
}

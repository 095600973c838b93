import Stripe from 'stripe';

export type { Stripe };

/** Host options of the Stripe constructor for STRIPE_API_BASE (a fake or a proxy); none for the real API. */
export function stripeHostOptions(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const clients = new Map<string, Stripe>();

/**
 * A Stripe client for a secret key; cached per key so the SDK's connection pool is reused.
 * Changing the key in the settings simply makes a new client.
 */
export function stripeClient(apiKey: string, apiBase?: string): Stripe {
  const cacheKey = `${apiBase ?? ''}\n${apiKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(apiKey, { ...stripeHostOptions(apiBase), maxNetworkRetries: 1, timeout: 20_000, telemetry: false });
    if (clients.size > 10) clients.clear();
    clients.set(cacheKey, client);
  }
  return client;
}

/** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

/** True for every error the SDK raises about a Stripe call (API, network, auth, rate limit). */
export const isStripeError = (e: unknown): e is InstanceType<typeof Stripe.errors.StripeError> => e instanceof Stripe.errors.StripeError;

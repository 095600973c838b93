import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelResultSchema, checkoutBody, checkoutResultSchema, envelope, webhookAckSchema } from '@crayonbox/contract';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cancelSubscription } from './cancel.ts';
import { startCheckout } from './checkout.ts';
import { receiveStripeEvent } from './webhook.ts';

/**
 * The webhook needs the exact bytes Stripe signed, so this plugin (encapsulated: no
 * fastify-plugin) swaps the JSON parser for one that keeps the raw Buffer. Other routes still get
 * parsed JSON. No body schema: the signature check on those bytes is the validation.
 */
async function stripeWebhookRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/stripe/webhook', { schema: { security: [], response: { 200: envelope(webhookAckSchema) } } }, async (req) => {
    await receiveStripeEvent(app.ctx, req.body, req.headers['stripe-signature']);
    return { data: { received: true as const } };
  });
}

/** Plans are bought by users; admins get 403 before their body is even read. */
function requireCustomer(req: FastifyRequest) {
  const user = requireUser(req);
  if (user.admin) throw forbidden('Admins have no plan to buy or cancel.');
  return user;
}

/** Route hook (preValidation): 401 for guests, 403 for admins, before the body is checked. */
async function customerOnly(req: FastifyRequest) {
  requireCustomer(req);
}

/** Stripe billing: checkout, cancellation, and Stripe's webhook. */
export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/stripe/checkout',
    { preValidation: customerOnly, schema: { body: checkoutBody, response: { 200: envelope(checkoutResultSchema) } } },
    async (req) => ({ data: await startCheckout(ctx, requireCustomer(req), req.body.priceId) }),
  );

  app.post(
    '/stripe/subscription/cancel',
    { preValidation: customerOnly, schema: { response: { 200: envelope(cancelResultSchema) } } },
    async (req) => ({ data: await cancelSubscription(ctx, requireCustomer(req)) }),
  );

  await app.register(stripeWebhookRoute);
}

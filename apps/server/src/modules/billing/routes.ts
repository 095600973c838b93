import type { FastifyInstance } from 'fastify';
import { checkoutBody } from '@crayonbox/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cancelSubscription } from './cancel.ts';
import { startCheckout } from './checkout.ts';
import { receiveStripeEvent } from './webhook.ts';

/**
 * The webhook needs the exact bytes Stripe signed, so this plugin (encapsulated: no
 * fastify-plugin) swaps the JSON parser for one that keeps the raw Buffer. Other routes still get
 * parsed JSON.
 */
async function stripeWebhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/stripe/webhook', async (req) => {
    await receiveStripeEvent(app.ctx, req.body, req.headers['stripe-signature']);
    return { data: { received: true } };
  });
}

/** Plans are bought by users; admins get 403 before their body is even read. */
function requireCustomer(req: FastifyRequest) {
  const user = requireUser(req);
  if (user.admin) throw forbidden('Admins have no plan to buy or cancel.');
  return user;
}

/** Stripe billing: checkout, cancellation, and Stripe's webhook. */
export async function billingRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/stripe/checkout', async (req) => {
    const user = requireCustomer(req);
    return { data: await startCheckout(ctx, user, checkoutBody.parse(req.body).priceId) };
  });

  app.post('/stripe/subscription/cancel', async (req) => ({ data: await cancelSubscription(ctx, requireCustomer(req)) }));

  await app.register(stripeWebhookRoute);
}

import type { FastifyInstance } from 'fastify';
import type { PaymentsStandIn } from './payments-stand-in.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo checkout page: what Stripe Checkout shows, minus the card. Plain HTML, no script. */
function checkoutHtml(id: string, planTitle: string, price: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f3ff;color:#1f1637;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 8px 30px #3b1f7a22}
h1{font-size:1.4rem;margin:0 0 8px}p{line-height:1.5}.price{font-size:2rem;font-weight:700;margin:16px 0}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:12px 20px;cursor:pointer;width:100%}
.pay{background:#6d28d9;color:#fff}.cancel{background:none;color:#6d28d9;margin-top:8px}
.note{background:#fef3c7;border-radius:8px;padding:8px 12px;font-size:.9rem}
</style></head>
<body><main>
<p class="note">Demo checkout: no Stripe account is set up, so no card is asked for and nothing is charged.</p>
<h1>${escape(planTitle)}</h1>
<p class="price">${escape(price)} <small>/ month</small></p>
<form method="post" action="/demo-checkout/${escape(id)}/pay"><button class="pay" type="submit">Pay ${escape(price)} (demo)</button></form>
<form method="post" action="/demo-checkout/${escape(id)}/cancel"><button class="cancel" type="submit">Cancel and go back</button></form>
</main></body></html>`;
}

/**
 * The stand-in's checkout page on the app's own port. Paying sends Stripe's events, signed, through
 * the real webhook route, then returns to the app like Stripe Checkout does.
 */
export async function demoCheckoutRoutes(app: FastifyInstance, standIn: PaymentsStandIn) {
  await app.register(async (scope) => checkoutPage(scope, standIn));
}

async function checkoutPage(app: FastifyInstance, standIn: PaymentsStandIn) {
  // The page's buttons are plain HTML forms; they carry nothing the routes read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
  const notFound = { message: 'This checkout is over or never existed. Start again from the plans.', code: 'NOT_FOUND' as const };
  type Params = { Params: { id: string } };
  const hide = { schema: { hide: true } };

  app.get<Params>('/demo-checkout/:id', hide, async (req, reply) => {
    const session = standIn.session(req.params.id);
    if (!session || session.status !== 'open') return reply.status(404).send(notFound);
    const price = `$${((session.price.unit_amount ?? 0) / 100).toFixed(2)}`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(checkoutHtml(session.id, session.planTitle ?? 'Your plan', price));
  });

  app.post<Params>('/demo-checkout/:id/pay', hide, async (req, reply) => {
    const session = standIn.session(req.params.id);
    if (!session) return reply.status(404).send(notFound);
    for (const event of await standIn.pay(session.id)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
      if (res.statusCode !== 200) {
        app.log.error({ status: res.statusCode, body: res.body }, 'the demo webhook was refused');
        return reply.status(502).send({ message: 'The demo payment could not be recorded. Please try again.', code: 'PROVIDER_ERROR' });
      }
    }
    return reply.redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.post<Params>('/demo-checkout/:id/cancel', hide, async (req, reply) => {
    const session = standIn.session(req.params.id);
    if (!session) return reply.status(404).send(notFound);
    return reply.redirect(String(session.cancel_url), 303);
  });
}

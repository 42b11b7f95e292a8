import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/**
 * A local stand-in for the few Stripe endpoints billing calls (customers, Checkout Sessions, the
 * Billing Portal, listing and cancelling subscriptions), on 127.0.0.1. It records what it was asked and, like
 * Stripe after a payment, can complete a checkout: it makes the subscription and the signed events
 * Stripe would send to the webhook.
 */
export async function startFakeStripe(webhookSecret: string) {
  let n = 0;
  const id = (prefix: string) => `${prefix}_fake${++n}`;
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: { method: string; path: string; form: URLSearchParams; authorization?: string }[] = [];
  /** Set to make subscription cancellations fail as if Stripe were down. */
  const control = { failCancel: false };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        authorization: req.headers.authorization,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const customer = { id: id('cus'), object: 'customer', email: form.get('email') };
        customers.set(customer.id, customer);
        return send(200, customer);
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const sid = id('cs');
        const session = {
          id: sid,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer: form.get('customer'),
          client_reference_id: form.get('client_reference_id'),
          price: form.get('line_items[0][price]'),
          user_metadata: form.get('subscription_data[metadata][user_id]'),
          success_url: form.get('success_url'),
          url: `https://checkout.stripe.test/c/pay/${sid}`,
          payment_status: 'unpaid',
          subscription: null,
        };
        sessions.set(sid, session);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (!customers.has(String(form.get('customer'))))
          return send(404, { error: { type: 'invalid_request_error', message: 'No such customer' } });
        return send(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/p/session/${n}`,
        });
      }
      const cancel = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && cancel) {
        if (control.failCancel) return send(500, { error: { type: 'api_error', message: 'Stripe is down' } });
        const subscription = subscriptions.get(cancel[1] ?? '');
        if (!subscription)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        subscription.status = 'canceled';
        return send(200, subscription);
      }
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
        const data = [...subscriptions.values()].filter((s) => s.customer === form.get('customer'));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (type: string, object: Json, created = Math.floor(Date.now() / 1000)) => {
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, created, data: { object } });
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    control,
    sessions,
    subscriptions,
    /** The customer pays: the subscription exists at Stripe, and these are the events it sends. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        items: { object: 'list', data: [{ current_period_end: now + 30 * 86400 }] },
        metadata: { user_id: session.user_metadata },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { payment_status: 'paid', status: 'complete', subscription: subscription.id });
      return [
        sign('customer.subscription.created', subscription),
        sign('checkout.session.completed', session),
      ];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

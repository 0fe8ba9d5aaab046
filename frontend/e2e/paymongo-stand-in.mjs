// A local stand-in of PayMongo for browser tests, as its public API documents it:
// `POST /v1/checkout_sessions` (the secret key as the basic-auth user) answers a checkout
// session whose `checkout_url` is a page of this stand-in; paying there sends the webhook event
// `checkout_session.payment.paid` to the Lyceum server, signed as PayMongo signs it
// (`Paymongo-Signature: t=…,te=HMAC-SHA256(secret, "t.body"),li=`), then goes back to the
// session's `success_url`. `startPayMongo()` resolves once it listens; `env` is what the Lyceum
// server is started with; `webhookTo(url)` names the server once it runs.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

export const SECRET_KEY = 'sk_test_lyceum_e2e';
export const WEBHOOK_SECRET = 'whsk_test_lyceum_e2e';

/** The header PayMongo sends with `body` at `timestamp`. */
export function signature(body, timestamp = Math.floor(Date.now() / 1000)) {
  const te = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},te=${te},li=`;
}

const pesos = (centavos) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function readBody(req) {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });
}

export async function startPayMongo() {
  const sessions = new Map();
  const webhooks = [];
  let lyceum = null;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/v1/checkout_sessions') {
      const expected = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ errors: [{ code: 'unauthorized', detail: 'API key is invalid.' }] }));
      }
      const attributes = JSON.parse(await readBody(req)).data.attributes;
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const checkoutUrl = `http://127.0.0.1:${server.address().port}/checkout/${id}`;
      sessions.set(id, { id, attributes, paid: false });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ data: { id, type: 'checkout_session', attributes: { ...attributes, checkout_url: checkoutUrl, status: 'active' } } }));
    }
    const page = url.pathname.match(/^\/checkout\/(cs_test_\w+)$/);
    const session = page && sessions.get(page[1]);
    if (session && req.method === 'GET') {
      const line = session.attributes.line_items[0];
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PayMongo checkout (stand-in)</title></head><body><main><h1>Pay ${pesos(line.amount)}</h1><p>${line.name}</p>
<form method="post"><button type="submit">Pay with GCash</button></form>
<a href="${session.attributes.cancel_url}">Cancel</a></main></body></html>`);
    }
    if (session && req.method === 'POST') {
      const body = JSON.stringify({ data: { id: `evt_${randomUUID().replaceAll('-', '')}`, type: 'event', attributes: {
        type: 'checkout_session.payment.paid', livemode: false,
        data: { id: session.id, type: 'checkout_session', attributes: { ...session.attributes,
          payments: [{ id: `pay_${randomUUID().replaceAll('-', '')}`, type: 'payment',
            attributes: { amount: session.attributes.line_items[0].amount, currency: 'PHP', status: 'paid' } }] } } } } });
      const answer = await fetch(`${lyceum}/api/fees/paymongo-webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Paymongo-Signature': signature(body) },
        body,
      });
      webhooks.push({ body, status: answer.status, answer: await answer.json() });
      session.paid = answer.ok;
      res.writeHead(303, { Location: session.attributes.success_url });
      return res.end();
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ code: 'resource_not_found' }] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${server.address().port}`;
  return {
    env: { LYCEUM_PAYMONGO_SECRET_KEY: SECRET_KEY, LYCEUM_PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET, LYCEUM_PAYMONGO_API: api },
    /** The Lyceum server the webhooks go to. */
    webhookTo(url) {
      lyceum = url;
    },
    sessions,
    webhooks,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

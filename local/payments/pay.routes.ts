import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { checkCard, type CardForm, type RefundOutcome } from './card-check';
import {
  isExpired,
  newId,
  successRedirect,
  toStripeSession,
  type StoredSession,
} from './checkout-session';
import { PAY_ASSETS } from './pay-assets';
import { messagePage } from './pay-layout';
import { paidPage, payFormPage } from './pay-page';
import type { PaymentsContext } from './payments-context';
import { stripeEvent } from './stripe-event';

/** Scripts and styles come only from this server; pages cannot be framed. */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const NOT_FOUND = messagePage('Payment link not found', 'This payment link is not valid.');

function cardFormOf(body: unknown): CardForm {
  const form = body instanceof URLSearchParams ? body : new URLSearchParams();
  const value = (name: keyof CardForm) => (form.get(name) ?? '').slice(0, 100);
  return {
    cardNumber: value('cardNumber'),
    expiry: value('expiry'),
    cvc: value('cvc'),
    cardName: value('cardName'),
  };
}

function paid(
  session: StoredSession,
  form: CardForm,
  card: { last4: string; refunds: RefundOutcome },
): StoredSession {
  return {
    ...session,
    status: 'complete',
    paymentStatus: 'paid',
    paymentIntentId: newId('pi_', 24),
    customerName: form.cardName.trim(),
    card,
  };
}

/** The hosted payment page: GET shows it, POST pays with a test card. */
export const payRoutes: FastifyPluginAsync<PaymentsContext> = async (app, context) => {
  const { sessions, webhooks } = context;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  for (const [url, asset] of Object.entries(PAY_ASSETS)) {
    app.get(url, (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body),
    );
  }
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());

  /** The page a session shows when it cannot take a payment, if any. */
  const closedPage = (reply: FastifyReply, session: StoredSession | undefined) => {
    if (!session) return sendPage(reply, 404, NOT_FOUND);
    if (session.status === 'complete') return sendPage(reply, 200, paidPage(session));
    if (isExpired(session)) {
      const back = session.cancelUrl
        ? { href: session.cancelUrl, label: 'Back to the shop' }
        : undefined;
      return sendPage(
        reply,
        410,
        messagePage('Checkout expired', 'This checkout has expired.', back),
      );
    }
    return undefined;
  };

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    return closedPage(reply, session) ?? sendPage(reply, 200, payFormPage({ session: session! }));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    const closed = closedPage(reply, session);
    if (closed || !session) return closed;
    const form = cardFormOf(request.body);
    const outcome = checkCard(form);
    if (outcome.kind === 'invalid') {
      return sendPage(reply, 400, payFormPage({ session, values: form, errors: outcome.errors }));
    }
    if (outcome.kind === 'declined') {
      request.log.info({ sessionId: session.id }, 'test card declined');
      return sendPage(reply, 402, payFormPage({ session, values: form, alert: outcome.message }));
    }
    const completed = paid(session, form, { last4: outcome.last4, refunds: outcome.refunds });
    await sessions.save(completed);
    request.log.info({ sessionId: session.id }, 'checkout session paid');
    await webhooks.send(
      stripeEvent('checkout.session.completed', toStripeSession(completed, context.publicUrl())),
    );
    return reply.redirect(successRedirect(completed), 303);
  });
};

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { missingSession, toLineItemList, toStripeSession } from './checkout-session';
import { parseFormParams, type FormObject } from './form-params';
import type { PaymentsContext } from './payments-context';
import { refundRoutes } from './refunds.routes';
import { sessionFromParams } from './session-params';
import { StripeApiError } from './stripe-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

function keyFrom(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function expandOf(request: FastifyRequest): string[] {
  const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
  const expand = parseFormParams(query).expand;
  return Array.isArray(expand) ? expand.filter((item) => typeof item === 'string') : [];
}

/**
 * The part of the Stripe API the server uses: create and retrieve Checkout Sessions, and refunds
 * (refunds.routes.ts), with the secret key as a bearer token and errors in Stripe's shape.
 */
export const stripeApiRoutes: FastifyPluginAsync<PaymentsContext> = async (app, context) => {
  const { options, sessions } = context;
  const expected = digest(options.secretKey);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormParams(new URLSearchParams(String(body))));
      } catch (error) {
        done(new StripeApiError(400, (error as Error).message), undefined);
      }
    },
  );

  app.setErrorHandler<FastifyError | StripeApiError>((error, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.statusCode).send(error.toJSON());
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Stripe API request failed');
    const type = status === 500 ? 'api_error' : 'invalid_request_error';
    return reply.code(status).send(new StripeApiError(status, error.message, { type }).toJSON());
  });

  app.addHook('onRequest', async (request) => {
    const key = keyFrom(request);
    if (!key) {
      throw new StripeApiError(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (!timingSafeEqual(digest(key), expected)) {
      throw new StripeApiError(
        401,
        `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
      );
    }
  });

  app.post<{ Body: FormObject }>('/v1/checkout/sessions', async (request) => {
    const session = sessionFromParams(request.body ?? {});
    await sessions.save(session);
    request.log.info({ sessionId: session.id }, 'checkout session created');
    return toStripeSession(session, context.publicUrl(), []);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    const session = sessions.get(request.params.id);
    if (!session) throw missingSession(request.params.id);
    return toStripeSession(session, context.publicUrl(), expandOf(request));
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id/line_items', async (request) => {
    const session = sessions.get(request.params.id);
    if (!session) throw missingSession(request.params.id);
    return toLineItemList(session);
  });

  await app.register(refundRoutes, context);
};

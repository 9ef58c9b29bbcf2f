import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@contract/api-error';

/** An error whose status and message are meant for the client, whatever the status. */
export class HttpError extends Error {
  readonly expose = true;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Route code throws these: `throw httpError(404, 'Restaurant not found')`. */
export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}

/** JSON schema of the `{ message }` body every error answers with; routes list it per status. */
export const errorResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

const INTERNAL_ERROR: ApiError = { message: 'Internal server error' };

/**
 * Makes every error, thrown or unmatched, answer `{ message }`. Registered on the root instance
 * so that it covers all routes and plugins.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: 'Not found' } satisfies ApiError);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(INTERNAL_ERROR);
    }
    if (status >= 500) request.log.error({ err: error }, error.message);
    return reply.code(status).send({ message: error.message } satisfies ApiError);
  });
}

function statusOf(error: FastifyError | HttpError): number {
  if ('validation' in error && error.validation) return 400;
  const status = error.statusCode;
  return status && status >= 400 && status <= 599 ? status : 500;
}

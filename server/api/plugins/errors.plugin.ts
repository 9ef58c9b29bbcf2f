import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@contract/api-error';
import { isDatabaseUnavailable } from '@server/db/database-unavailable';

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

const INTERNAL_ERROR: ApiError = { message: 'Internal server error' };
const DATABASE_UNAVAILABLE: ApiError = {
  message: 'The database is not answering; try again in a moment',
};

/**
 * Makes every error, thrown or unmatched, answer `{ message }`. Registered on the root instance
 * so that it covers all routes and plugins.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: 'Not found' } satisfies ApiError);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      // Worth a retry: a restarting or briefly overloaded database is back within seconds.
      return reply.code(503).header('retry-after', '5').send(DATABASE_UNAVAILABLE);
    }
    const status = statusOf(error);
    if (status === 400 && 'code' in error && error.code?.startsWith('FST_ERR_CTP_')) {
      // The body parser's own refusals (broken or empty JSON): the field is the body.
      return reply.code(400).send({ message: `body: ${lowerFirst(error.message)}` });
    }
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(INTERNAL_ERROR);
    }
    if (status >= 500) request.log.error({ err: error }, error.message);
    return reply.code(status).send({ message: error.message } satisfies ApiError);
  });
}

/**
 * The first problem, after the field it is in: `cartItems.1.quantity: must be …`. A problem
 * with the whole body, query or path is named after that part.
 */
function validationMessage(error: FastifyError): string {
  const [issue] = error.validation ?? [];
  const field = issue?.instancePath.slice(1).replaceAll('/', '.');
  return `${field || error.validationContext || 'request'}: ${issue?.message ?? 'is invalid'}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Fastify's refusals before any route is matched (frameworkErrors): a path parameter longer than
 * the router takes, or a broken percent-encoding. Answered as every other 400.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'params: a path segment is too long'
      : 'params: the path is not valid percent-encoding';
  reply.code(400).send({ message } satisfies ApiError);
}

function statusOf(error: FastifyError | HttpError): number {
  if ('validation' in error && error.validation) return 400;
  const status = error.statusCode;
  return status && status >= 400 && status <= 599 ? status : 500;
}

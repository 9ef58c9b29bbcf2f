import type { FastifyInstance } from 'fastify';
import type { RequestStep } from '../http/request-step';

/**
 * Runs `authenticate` first on every route whose schema declares `security`, the declaration the
 * API document shows: what the document says needs a token is exactly what asks for one.
 */
export function secureDeclaredRoutes(app: FastifyInstance, authenticate: RequestStep): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema?.security?.length) return;
    const own = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [authenticate, ...own];
  });
}

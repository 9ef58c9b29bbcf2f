import type { FastifyInstance } from 'fastify';

/** Every page may be crawled: the pages are public, and the API is on another origin. */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * GET /robots.txt, answered here rather than by the index.html fallback, which would hand
 * crawlers the app's page instead of rules. Revalidated like the other unhashed files.
 */
export function serveRobotsTxt(app: FastifyInstance): void {
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(ROBOTS_TXT),
  );
}

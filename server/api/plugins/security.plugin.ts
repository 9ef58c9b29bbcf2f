import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CORS for the web origin only, and security headers for an API that answers JSON. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { webOrigin: string },
): Promise<void> {
  await app.register(cors, {
    // A list, so that other origins get no Access-Control-Allow-Origin header at all.
    origin: [options.webOrigin],
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // Restaurant images are served here and shown by the web origin, which may be another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CORS for the configured web origins only, and security headers for an API that answers JSON. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { webOrigins: string[] },
): Promise<void> {
  await app.register(cors, {
    // A list, so that other origins get no Access-Control-Allow-Origin header at all.
    origin: options.webOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Last-Event-ID: an order stream's client resumes where it left off.
    allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
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

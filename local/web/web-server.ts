import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  closeGracefully,
  FASTIFY_SERVER_OPTIONS,
  listen,
  type RunningServer,
} from '@server/running-server';
import { contentSecurityPolicy, type WebOrigins } from './content-security-policy';
import { serveRobotsTxt } from './robots-txt';

export interface WebAppOptions extends WebOrigins {
  /** The webpack output folder, holding index.html and assets/. */
  distDir: string;
  logger?: FastifyBaseLogger;
}

export interface WebServerOptions extends WebAppOptions {
  port: number;
  host?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA: hashed assets cached for good, everything else revalidated. */
export async function buildWebApp(options: WebAppOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${path.join(root, 'index.html')} is missing: run npm run build`);
  }
  const app = Fastify({
    ...FASTIFY_SERVER_OPTIONS,
    loggerInstance: options.logger ?? pino({ level: 'warn' }),
    // While closing, requests on open connections are still answered (running-server.ts).
    return503OnClosing: false,
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
  });
  // Compresses what has no precompressed twin (robots.txt, a build without them); a reply that
  // already has a Content-Encoding is sent as it is.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  const assetsDir = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    // The build writes `<file>.br` (brotli 11) and `<file>.gz` (zopfli) next to scripts, styles,
    // index.html and SVG (build/webpack/precompressed-assets.ts): sent by Accept-Encoding,
    // with Content-Encoding, instead of compressing each answer at a lighter level.
    preCompressed: true,
    cacheControl: false,
    // Names under assets/ carry a content hash, so a name never changes meaning.
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      // @fastify/static picks the precompressed file by Accept-Encoding but does not say so.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  serveRobotsTxt(app);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // Client routes such as /search/london are pages of the SPA.
    return reply.sendFile('index.html');
  });
  return app;
}

/** Builds the web app and listens until `close()`. */
export async function startWebServer(options: WebServerOptions): Promise<RunningServer> {
  const app = await buildWebApp(options);
  try {
    const url = await listen(app, { port: options.port, host: options.host ?? 'localhost' });
    return { url, close: (closeOptions) => closeGracefully(app, closeOptions) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

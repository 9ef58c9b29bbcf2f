import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BRAND } from '@contract/brand';
import { REPO_ROOT } from '../../repo-root';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

/** The web app's mark, shown in the reference's top bar. */
const BRAND_MARK = readFileSync(path.join(REPO_ROOT, 'public/favicon.svg'));
const DESCRIPTION = `The API of ${BRAND}, a takeaway marketplace. Every error answers \`{ "message" }\`; \
a 400 names the field first. Money is in integer cents (USD), times in ISO 8601. Writes are \
limited per client address (429 beyond the limit). docs/api.md in the repository tells the rules \
behind the shapes.`;

/**
 * The OpenAPI 3.1 document, generated from the contract's route schemas as the routes register,
 * at GET /api/openapi.json, and an interactive reference at /api/docs. Registered before the
 * routes so that it sees every one of them.
 */
export async function registerApiDocument(
  app: FastifyInstance,
  { apiBaseUrl }: { apiBaseUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${BRAND} API`, version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: apiBaseUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An RS256 access token from the identity provider, for this API.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    logo: { type: 'image/svg+xml', content: BRAND_MARK, href: API_REFERENCE_PATH },
    // Scripts from the page itself only; the API's own policy allows nothing at all.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        // The reference sets element styles as it expands operations.
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        // On a plain-http machine the upgrade would send the page's own files to https.
        .replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/**
 * The shapes the operations refer to, and those they refer to in turn. Every named contract
 * schema comes out twice (as request and as answer); most are only ever answers.
 */
function withoutUnusedSchemas<
  D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } },
>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  let pending = JSON.stringify(document.paths);
  for (;;) {
    const found = [...pending.matchAll(/"#\/components\/schemas\/([^"]+)"/g)]
      .map((match) => match[1])
      .filter((name) => !used.has(name));
    if (found.length === 0) break;
    found.forEach((name) => used.add(name));
    pending = JSON.stringify(found.map((name) => schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

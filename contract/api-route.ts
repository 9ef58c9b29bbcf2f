import { z } from 'zod';

/** The bearer scheme of the API document: an access token from the identity provider. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

type Schema = z.ZodType;

/** An answer that is not JSON, e.g. an image: its media types and their schemas. */
export interface MediaAnswer {
  description: string;
  content: Record<string, { schema: Schema }>;
}

/**
 * One call of the API: where it lives and the schemas of everything it takes and answers. The
 * server registers it as it is (schemas validate requests and serialise answers), the API
 * document is generated from it, and the web app takes its types from it.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: {
    summary: string;
    description?: string;
    tags: string[];
    /** Present on routes that need a bearer token; the server enforces what this declares. */
    security?: typeof BEARER_SECURITY;
    /** Where the body is not JSON, e.g. `['multipart/form-data']`. */
    consumes?: string[];
    params?: Schema;
    querystring?: Schema;
    body?: Schema;
    response: Record<number, Schema | MediaAnswer>;
  };
}

/**
 * The answer of a GET that carries an ETag when If-None-Match holds it: nothing changed, and no
 * body (the browser reuses what it has).
 */
export const NOT_MODIFIED = z
  .undefined()
  .describe('Unchanged since the ETag sent in If-None-Match');

/** Declares a route, keeping its literal types for the server's handler and the web app. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/** The answer of a route for a status, as the web app receives it. */
export type RouteAnswer<
  R extends ApiRoute,
  S extends keyof R['schema']['response'],
> = R['schema']['response'][S] extends Schema ? z.output<R['schema']['response'][S]> : never;

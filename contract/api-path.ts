import type { ApiRoute } from './api-route';

/**
 * Where a call of the API lives: its method and URL, `:name` standing for each path parameter.
 * Kept in `*.paths.ts` modules of plain objects, free of zod, which the route objects spread:
 * the web app takes its addresses from them without loading the schemas.
 */
export type ApiPath = Pick<ApiRoute, 'method' | 'url'>;

/** The names of the `:name` parameters of a URL such as `/api/restaurant/:restaurantId`. */
export type PathParamNames<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Url extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, by name, as text. */
export type PathParams<P extends ApiPath> = Record<PathParamNames<P['url']>, string>;

import type { ApiPath, PathParams } from '@contract/api-path';

type ParamsArgument<P extends ApiPath> = keyof PathParams<P> extends never ? [] : [PathParams<P>];

/**
 * The address of a contract route, each `:name` placeholder replaced by its value, encoded: the
 * web app never spells an API path itself.
 */
export function pathOf<P extends ApiPath>(path: P, ...[params]: ParamsArgument<P>): string {
  const values: Record<string, string> = params ?? {};
  return path.url.replace(/:(\w+)/g, (_placeholder, name: string) =>
    encodeURIComponent(values[name]),
  );
}

/** A contract route as a request of RTK Query's fetchBaseQuery: its address and method. */
export function requestOf<P extends ApiPath>(path: P, ...params: ParamsArgument<P>) {
  return { url: pathOf(path, ...params), method: path.method };
}

/** A value of a Stripe API request: text, or lists and maps of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export class FormParamsError extends Error {}

/**
 * Reads the bracket notation the Stripe SDKs encode requests in, e.g.
 * `line_items[0][price_data][unit_amount]=1250`, into nested objects; maps whose keys are
 * 0, 1, 2… become lists.
 */
export function parseFormParams(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [name, value] of params) {
    const path = keyPath(name);
    let node = root;
    path.slice(0, -1).forEach((key) => {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (typeof next === 'string' || Array.isArray(next)) {
        throw new FormParamsError(`Invalid parameter: ${name}`);
      }
      node = next ?? (node[key] = {});
    });
    const last = path[path.length - 1];
    if (Object.hasOwn(node, last) && typeof node[last] === 'object')
      throw new FormParamsError(`Invalid parameter: ${name}`);
    node[last] = value;
  }
  return listify(root) as FormObject;
}

function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw new FormParamsError(`Invalid parameter: ${name}`);
  const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])];
  if (path.some((key) => key === '' || UNSAFE_KEYS.has(key))) {
    throw new FormParamsError(`Invalid parameter: ${name}`);
  }
  return path;
}

function listify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listify(value[key])] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (isList) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

import fc from 'fast-check';

/** Text a person would not type: any Unicode, NULs, blanks, number look-alikes, long runs. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom('', ' ', '\t\n', '\u00a0', '\u200b', '\u202e', '\ud83d', '💥', 'Zürich', '東京'),
  fc.constantFrom('0', '-1', '12.50', '1e3', ' 42 ', 'NaN', 'Infinity', '0x10', '9'.repeat(30)),
  fc.constantFrom('null', 'true', '[]', '{}', '__proto__', 'constructor', "' or 1=1 --", '%00'),
  fc.integer({ min: 101, max: 600 }).map((n) => 'é'.repeat(n)),
);

/** Long text that a failing case prints as `'x'.repeat(n)`; JSON and String() give the text. */
export class LongText {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString() {
    return this.unit.repeat(this.times);
  }
  toJSON() {
    return this.toString();
  }
  [fc.toStringMethod]() {
    return `'${this.unit}'.repeat(${this.times})`;
  }
}

/** Rarely, text of 10 kB to 300 kB: a JSON body stays under the 1 MiB limit. */
const hugeText = fc.integer({ min: 10_000, max: 300_000 }).map((n) => new LongText('x', n));

/** Arrays and plain objects, which generated values are made of (LongText is neither). */
export const isComposite = (value: unknown): value is object =>
  Array.isArray(value) || Object.getPrototypeOf(value ?? 0) === Object.prototype;

/** A value of any JSON type where another is expected. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: junkText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(junkText, { maxLength: 3 }) },
);

/** Where a value can be changed: every path into its objects and arrays, the root included. */
function pathsOf(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (!isComposite(value)) return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

/** A copy of `value` with `change` applied to what is at `path`. */
function changedAt(value: unknown, path: Array<string | number>, change: (at: unknown) => unknown) {
  if (path.length === 0) return change(value);
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = changedAt(copy[key], rest, change);
  return copy;
}

const DROP = Symbol('drop');
const withoutDropped = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.filter((item) => item !== DROP).map(withoutDropped)
    : isComposite(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== DROP)
            .map(([k, v]) => [k, withoutDropped(v)]),
        )
      : value;

/**
 * Values from `valid`, about half of them spoilt in one place: a field of the wrong type or
 * junk text, a missing field, or an extra one.
 */
export function spoilt(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths = pathsOf(value);
    const place = fc.constantFrom(...paths);
    // The root is not dropped: a missing body is generated on its own.
    const inside = paths.length > 1 ? fc.constantFrom(...paths.slice(1)) : place;
    const extra = fc.tuple(fc.constantFrom('extra', '_id', '__proto__', 'price', ''), junkValue);
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant(value) },
      {
        weight: 3,
        arbitrary: fc.tuple(place, junkValue).map(([at, j]) => changedAt(value, at, () => j)),
      },
      {
        weight: paths.length > 1 ? 1 : 0,
        arbitrary: inside.map((at) => withoutDropped(changedAt(value, at, () => DROP))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(place, extra)
          .map(([at, [key, j]]) =>
            changedAt(value, at, (here) =>
              isComposite(here) && !Array.isArray(here) ? { ...here, [key]: j } : here,
            ),
          ),
      },
    );
  });
}

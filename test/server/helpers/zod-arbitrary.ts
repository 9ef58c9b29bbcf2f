import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check values for a zod 4 schema, read from its definition (`schema._zod.def`). The values
 * mostly satisfy the schema: lengths, bounds and formats are followed, refinements (custom
 * checks such as "no repeated cuisine") are not. Input schemas are what this is for, so a pipe
 * generates what its input accepts: the `out` side, unless that is a `.transform()`.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const generate = generators[def.type];
  if (!generate) throw new Error(`zod-arbitrary: no generator for a zod '${def.type}'`);
  return generate(def);
}

/** Longest text or list generated where the schema sets no maximum (or a large one). */
const ROOM = 12;

/** One UTF-16 unit per character, so lengths count as zod counts them: mostly ASCII. */
const character = fc.oneof(
  { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
  },
);

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

interface Def extends Check {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** The definition's own check (z.email(), z.int()) and those added to it (.min(), .regex()). */
function checksOf(def: Def): Check[] {
  return [def, ...(def.checks ?? []).map((check) => check._zod.def)];
}

function lengthBounds(def: Def) {
  let min = 0;
  let max = Infinity;
  for (const { check, minimum, maximum, length } of checksOf(def)) {
    if (check === 'min_length') min = Math.max(min, minimum!);
    if (check === 'max_length') max = Math.min(max, maximum!);
    if (check === 'length_equals') [min, max] = [length!, length!];
  }
  return { min, max, roomy: Math.min(max, min + ROOM) };
}

const [EPOCH, LATER] = [new Date('1970-01-01T00:00:00Z'), new Date('2199-12-31T23:59:59Z')];

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}\.[a-z]{2,4}$/))
  .map(([local, domain]) => `${local}@${domain}`);

const formats: Record<string, (check: Check) => fc.Arbitrary<string>> = {
  email: () => email,
  uuid: () => fc.uuid(),
  guid: () => fc.uuid(),
  url: () => fc.webUrl(),
  datetime: () =>
    fc.date({ min: EPOCH, max: LATER, noInvalidDate: true }).map((d) => d.toISOString()),
  regex: (check) => fc.stringMatching(check.pattern!),
};

function stringOf(def: Def): fc.Arbitrary<string> {
  const { min, max, roomy } = lengthBounds(def);
  const format = checksOf(def).find((check) => check.format && formats[check.format]);
  if (format) {
    const text = formats[format.format!](format);
    return text.filter((value) => value.length >= min && value.length <= max);
  }
  return fc.string({ unit: character, minLength: min, maxLength: roomy });
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = false;
  let exclusive = { min: false, max: false };
  for (const { check, format, value, inclusive } of checksOf(def)) {
    if (format === 'safeint' || format === 'int32' || format === 'uint32') integer = true;
    if (check === 'greater_than') [min, exclusive] = [value!, { ...exclusive, min: !inclusive }];
    if (check === 'less_than') [max, exclusive] = [value!, { ...exclusive, max: !inclusive }];
  }
  const low = exclusive.min ? Math.floor(min) + 1 : Math.ceil(min);
  const high = exclusive.max ? Math.ceil(max) - 1 : Math.floor(max);
  if (integer) return fc.integer({ min: low, max: high });
  const bounds = { min, max, minExcluded: exclusive.min, maxExcluded: exclusive.max };
  const fraction = fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true });
  if (low > high) return fraction;
  const whole = fc.integer({ min: low, max: high });
  // Mostly whole: pages, cents and minutes are numbers the API reads from text.
  return fc.oneof({ weight: 3, arbitrary: whole }, { weight: 1, arbitrary: fraction });
}

function arrayOf(def: Def): fc.Arbitrary<unknown[]> {
  const element = def.element as z.ZodType;
  const { min, roomy } = lengthBounds(def);
  const choices = defOf(element).type === 'enum' || defOf(element).type === 'literal';
  // A list of choices (cuisines) that repeats one is seldom what a schema wants.
  if (choices) return fc.uniqueArray(arbitraryOf(element), { minLength: min, maxLength: roomy });
  return fc.array(arbitraryOf(element), { minLength: min, maxLength: roomy });
}

function objectOf(def: Def): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, arbitraryOf(s)]));
  // An optional field that came out undefined is left out, as JSON would.
  return fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}

const inner = (def: Def) => arbitraryOf(def.innerType as z.ZodType);

const generators: Record<string, (def: Def) => fc.Arbitrary<unknown>> = {
  string: stringOf,
  number: numberOf,
  boolean: () => fc.boolean(),
  null: () => fc.constant(null),
  undefined: () => fc.constant(undefined),
  any: () => fc.jsonValue(),
  unknown: () => fc.jsonValue(),
  enum: (def) => fc.constantFrom(...Object.values(def.entries as Record<string, string>)),
  literal: (def) => fc.constantFrom(...(def.values as unknown[])),
  array: arrayOf,
  object: objectOf,
  optional: (def) => fc.option(inner(def), { nil: undefined }),
  nullable: (def) => fc.option(inner(def), { nil: null }),
  // Left out, a defaulted field takes its default.
  default: (def) => fc.option(inner(def), { nil: undefined }),
  prefault: (def) => fc.option(inner(def), { nil: undefined }),
  readonly: inner,
  catch: inner,
  nonoptional: inner,
  union: (def) => fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf)),
  // z.preprocess(fn, schema) is a pipe from a transform to the schema; x.transform(fn) is a pipe
  // from x to a transform: generate for whichever side is a schema.
  pipe: (def) => {
    const [input, output] = [def.in as z.ZodType, def.out as z.ZodType];
    return arbitraryOf(defOf(output).type === 'transform' ? input : output);
  },
  // A bare transform takes anything.
  transform: () => fc.jsonValue(),
  // A custom check says nothing of its values; in this API it is the uploaded image's bytes.
  custom: () => fc.uint8Array({ maxLength: 64 }),
};

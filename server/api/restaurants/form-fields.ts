/** A form field name that cannot be read as `name`, `name[0]`, `name[0][key]` or `name[]`. */
export class FieldNameError extends Error {
  constructor(readonly fieldName: string) {
    super(`malformed field name '${fieldName}'`);
    this.name = 'FieldNameError';
  }
}

interface FieldNode {
  values: string[];
  children: Map<string, FieldNode>;
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$|^\d{1,3}$|^$/;
/** The deepest name the form has: `menuItems[0][optionGroups][1][choices][2][name]`. */
const MAX_DEPTH = 7;

/**
 * Turns multipart fields with bracketed names into nested values:
 * `cuisines[0]=Pizza&menuItems[0][name]=Soup` → `{ cuisines: ['Pizza'], menuItems: [{ name: 'Soup' }] }`.
 * Array indexes are compacted in order and have at most three digits, so a name cannot ask for a
 * huge array. `name[]` and a repeated plain name collect an array.
 */
export function unflattenFields(fields: ReadonlyArray<readonly [string, string]>) {
  const root = newNode();
  for (const [name, value] of fields) {
    let node = root;
    for (const segment of segmentsOf(name)) {
      const key = segment === '' ? String(node.children.size) : segment;
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = newNode()));
      node = child;
    }
    node.values.push(value);
  }
  return objectOf(root);
}

function segmentsOf(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw new FieldNameError(name);
  const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  const valid = segments.every((segment) => SEGMENT.test(segment));
  if (!valid || segments.length > MAX_DEPTH || /^\d/.test(segments[0])) {
    throw new FieldNameError(name);
  }
  return segments;
}

function newNode(): FieldNode {
  return { values: [], children: new Map() };
}

function objectOf(node: FieldNode): Record<string, unknown> {
  // fromEntries defines own properties, so a key such as __proto__ cannot reach a prototype.
  return Object.fromEntries([...node.children].map(([key, child]) => [key, valueOf(child)]));
}

function valueOf(node: FieldNode): unknown {
  if (node.children.size === 0) return node.values.length === 1 ? node.values[0] : node.values;
  if (node.values.length > 0) return node.values;
  const keys = [...node.children.keys()];
  if (!keys.every((key) => /^\d+$/.test(key))) return objectOf(node);
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => valueOf(node.children.get(String(index))!));
}

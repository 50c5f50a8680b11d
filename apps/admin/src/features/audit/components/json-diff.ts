export interface DiffRow {
  path: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed' | 'same';
}

const MISSING = Symbol('missing');
type Leaf = unknown | typeof MISSING;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects become dotted paths; arrays and scalars are leaves compared as JSON. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix || '(value)', value);
  }
}

/** Field-by-field comparison of an audit entry's before and after values. */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', a);
  if (after !== null && after !== undefined) flatten(after, '', b);
  const paths = Array.from(new Set([...a.keys(), ...b.keys()])).sort();
  return paths.map((path) => {
    const x: Leaf = a.has(path) ? a.get(path) : MISSING;
    const y: Leaf = b.has(path) ? b.get(path) : MISSING;
    const kind =
      x === MISSING
        ? 'added'
        : y === MISSING
          ? 'removed'
          : JSON.stringify(x) === JSON.stringify(y)
            ? 'same'
            : 'changed';
    return {
      path,
      before: x === MISSING ? undefined : x,
      after: y === MISSING ? undefined : y,
      kind,
    };
  });
}

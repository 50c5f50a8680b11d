// The translation keys a source file asks for with a literal `t('…')`, checked against the locale
// trees (locales/used-keys.test.ts). A key that names a group of texts renders "key returned an
// object instead of string" on the page; two features once gave one key both meanings.

type Tree = { [key: string]: unknown };

const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g;
const LITERAL_CALL = /\bt\(\s*'([^'$]+)'\s*(,\s*\{[^}]*\})?/g;

/** Where each `useTranslation(…)` of the file starts, with its first namespace. */
function namespaceMarks(source: string): { at: number; ns: string }[] {
  return [...source.matchAll(USE_TRANSLATION)].map((m) => ({
    at: m.index,
    ns: /'([^']+)'/.exec(m[1] ?? '')?.[1] ?? 'common',
  }));
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

/** A text for `key`, or its plural forms when the call passes a count. */
function resolves(tree: unknown, key: string, counted: boolean): 'text' | 'group' | 'missing' {
  const found = lookup(tree, key);
  if (typeof found === 'string') return 'text';
  if (counted && typeof lookup(tree, `${key}_other`) === 'string') return 'text';
  return found === undefined ? 'missing' : 'group';
}

/** `file: ns:key (why)` for each literal key that does not resolve to a text. */
export function unresolvedKeys(
  files: readonly { file: string; source: string }[],
  resources: Tree,
): string[] {
  const out: string[] = [];
  for (const { file, source } of files) {
    const marks = namespaceMarks(source);
    if (marks.length === 0) continue;
    for (const call of source.matchAll(LITERAL_CALL)) {
      const [, raw, options = ''] = call;
      if (!raw || options.includes('returnObjects')) continue;
      // The namespace of the nearest useTranslation before the call (one file, several hooks).
      const hook = marks.filter((m) => m.at < call.index).at(-1) ?? marks[0]!;
      const [ns, key] = raw.includes(':') ? raw.split(':', 2) : [hook.ns, raw];
      const counted = /\bcount\b/.test(options);
      let verdict = resolves(resources[ns!], key!, counted);
      // i18next looks in the default namespace too.
      if (verdict !== 'text' && !raw.includes(':')) {
        if (resolves(resources.common, key!, counted) === 'text') verdict = 'text';
      }
      if (verdict === 'text') continue;
      out.push(`${file}: ${ns}:${key} (${verdict === 'missing' ? 'missing' : 'a group of texts'})`);
    }
  }
  return out;
}

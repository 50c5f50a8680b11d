import { SHIPPED_LANGUAGES } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : valuesOf(v)));
}

function placeholders(text: string): string[] {
  return Array.from(text.matchAll(/{{\s*(\w+)\s*}}/g), (m) => m[1]!).sort();
}

describe('locale files', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it('ship the same namespaces in every language', () => {
    for (const lang of SHIPPED_LANGUAGES) {
      expect(Object.keys(resources[lang]).sort()).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    it(`"${ns}" has the same keys in th, en and zh`, () => {
      const english = keysOf(resources.en[ns] as Tree).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const lang of ['th', 'zh'] as const) {
        expect(keysOf(resources[lang][ns] as Tree).sort(), `${lang}/${ns}.json`).toEqual(english);
      }
    });

    it(`"${ns}" has no empty texts and the same placeholders in every language`, () => {
      for (const lang of SHIPPED_LANGUAGES) {
        expect(valuesOf(resources[lang][ns] as Tree).filter((v) => !v.trim())).toEqual([]);
      }
      const en = resources.en[ns] as Tree;
      for (const key of keysOf(en)) {
        const pick = (tree: Tree) =>
          key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;
        const expected = placeholders(pick(en));
        expect(placeholders(pick(resources.th[ns] as Tree)), `th ${ns}:${key}`).toEqual(expected);
        expect(placeholders(pick(resources.zh[ns] as Tree)), `zh ${ns}:${key}`).toEqual(expected);
      }
    });
  }
});

import { SHIPPED_LANGUAGES } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { loadAllResources, NAMESPACES } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

const resources = await loadAllResources();

describe('locale files', () => {
  it('ship every namespace in th, en and zh', () => {
    for (const language of SHIPPED_LANGUAGES) {
      expect(Object.keys(resources[language] ?? {}).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('have the same keys in th, en and zh for %s', (namespace) => {
    const english = keys(resources.en?.[namespace]).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of SHIPPED_LANGUAGES) {
      expect(keys(resources[language]?.[namespace]).sort(), `${language}/${namespace}`).toEqual(
        english,
      );
    }
  });

  it('have no empty texts and the same placeholders in every language', () => {
    for (const namespace of NAMESPACES) {
      const flat = (language: string) => {
        const out = new Map<string, string>();
        const walk = (value: unknown, prefix: string) => {
          if (typeof value === 'string') out.set(prefix, value);
          else if (value && typeof value === 'object') {
            for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
          }
        };
        walk(resources[language]?.[namespace], '');
        return out;
      };
      const english = flat('en');
      for (const language of SHIPPED_LANGUAGES) {
        for (const [key, text] of flat(language)) {
          expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      }
    }
  });
});

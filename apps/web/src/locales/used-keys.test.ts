import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllResources } from '../lib/i18n';
import { unresolvedKeys } from './used-keys';

const resources = await loadAllResources();
const SRC = path.resolve(import.meta.dirname, '..');

describe('texts the code asks for', () => {
  it('every literal key resolves to a text (not missing, not a group of texts) in every language', () => {
    const files = fs
      .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('locales'))
      .map((f) => ({ file: f, source: fs.readFileSync(path.join(SRC, f), 'utf8') }));
    for (const language of ['th', 'en', 'zh'] as const) {
      expect(unresolvedKeys(files, resources[language] ?? {}), language).toEqual([]);
    }
  });

  it('finds a key that names a group of texts, and one that is missing', () => {
    const source = `const { t } = useTranslation('house');\nt('limits'); t('limits.maxWin'); t('nope');`;
    const tree = { house: { limits: { maxWin: 'x' } }, common: {} };
    expect(unresolvedKeys([{ file: 'x.tsx', source }], tree)).toEqual([
      'x.tsx: house:limits (a group of texts)',
      'x.tsx: house:nope (missing)',
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The player site's checker; the two apps' texts work the same way (react-i18next, `common` default).
import { unresolvedKeys } from '../../../web/src/locales/used-keys';
import { resources } from './index';

const SRC = path.resolve(import.meta.dirname, '..');

describe('texts the back office asks for', () => {
  it('every literal key resolves to a text (not missing, not a group of texts) in every language', () => {
    const files = fs
      .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('locales'))
      .map((f) => ({ file: f, source: fs.readFileSync(path.join(SRC, f), 'utf8') }));
    expect(files.filter((f) => f.source.includes('useTranslation(')).length).toBeGreaterThan(50);
    // The checker sees these trees: a key it cannot find is reported.
    expect(
      unresolvedKeys(
        [{ file: 'x.tsx', source: "useTranslation('cashier'); t('nope')" }],
        resources.en,
      ),
    ).toEqual(['x.tsx: cashier:nope (missing)']);
    for (const language of ['th', 'en', 'zh'] as const) {
      expect(unresolvedKeys(files, resources[language]), language).toEqual([]);
    }
  });
});

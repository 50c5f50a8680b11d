import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The probes are files that do not exist, so no TypeScript project knows them: lint them without
// type information (the boundary rules need none).
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

/** The boundary rule's messages for `code` as if it stood at `file` (relative to the repo). */
export function boundaryHits(file: string, code: string): Promise<string[]> {
  return ruleHits('boundaries/dependencies', file, code);
}

/** The messages of rule `ruleId` for `code` as if it stood at `file` (relative to the repo). */
export async function ruleHits(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

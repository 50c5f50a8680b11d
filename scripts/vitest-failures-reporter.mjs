// A Vitest reporter for `npm test`: writes what failed outside a test (a file that could not load,
// a failing hook, an unhandled error or rejection) to LW_VITEST_FAILURES, one line each. The JSON
// report counts only failed tests, and CI keeps only the tail of the log, where these would be lost.
import fs from 'node:fs';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
const origin = (error) =>
  (error?.stack ?? '')
    .split('\n')
    .find((line) => line.includes('/src/') || line.includes('/test/'))
    ?.trim() ?? '';

export default class FailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.LW_VITEST_FAILURES;
    if (!out) return;
    const lines = [];
    for (const module of testModules) {
      for (const error of module.errors()) {
        lines.push(
          `vitest ${module.moduleId} (file): ${firstLine(error.message)} ${origin(error)}`,
        );
      }
    }
    for (const error of unhandledErrors) {
      const where = error?.VITEST_TEST_PATH ? ` in ${error.VITEST_TEST_PATH}` : '';
      lines.push(`vitest unhandled error${where}: ${firstLine(error?.message)} ${origin(error)}`);
    }
    fs.writeFileSync(out, lines.join('\n'));
  }
}

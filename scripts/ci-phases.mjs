// Prints the phase table at the end of .ci/run: its own steps (name=ms arguments), then the
// phases of `npm test` (the JSON file it wrote), then the total.
import fs from 'node:fs';
import { phaseTable } from './test-steps.mjs';

const [file, total, ...own] = process.argv.slice(2);
const ownRows = own.map((arg) => {
  const at = arg.lastIndexOf('=');
  return { name: arg.slice(0, at), ms: Number(arg.slice(at + 1)), code: 0 };
});
const testRows =
  fs.existsSync(file) && fs.statSync(file).size ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
process.stdout.write(`\nCI phases (goal: total at most 12 min, budget 20 min):\n`);
process.stdout.write(`${phaseTable([...ownRows, ...testRows], Number(total))}\n`);

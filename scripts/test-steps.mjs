// The steps of `npm test`, run one at a time or several at once, each timed for the phase table.
import { spawn } from 'node:child_process';
import { log, root } from './lib.mjs';

/** Each finished step: its name, exit code and wall time (ms). */
export const phases = [];

/**
 * Runs the steps `concurrency` at a time; a step's output is held until it ends and then printed
 * whole, so the outputs of steps run together do not interleave. Answers the names of the failed
 * steps. A step is { name, command, args, env? }.
 */
export async function runSteps(steps, { concurrency = 1, group } = {}) {
  const started = Date.now();
  const failed = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const code = await runStep(step, concurrency > 1, Boolean(group));
      if (code !== 0) failed.push(step.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, lane));
  // The group's own row (its wall time) comes after its steps' rows, which it contains.
  if (group) phases.push({ name: group, code: failed.length ? 1 : 0, ms: Date.now() - started });
  return failed;
}

function runStep({ name, command, args, env = {} }, buffered, inGroup) {
  const started = Date.now();
  if (!buffered) log(name);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(buffered ? { FORCE_COLOR: '1' } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (status) => {
      const code = status ?? 1;
      const ms = Date.now() - started;
      phases.push({ name: inGroup ? `  · ${name}` : name, code, ms });
      if (buffered) {
        log(`${name} (${seconds(ms)}${code === 0 ? '' : `, exit ${code}`})`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code);
    });
  });
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The phase table: one row per step, in the order they ended; the steps of a group (marked ·) are
 * followed by the group's row, whose wall time is the one that counts toward the total.
 */
export function phaseTable(rows, total) {
  const width = Math.max(...rows.map((r) => r.name.length), 5);
  const line = (name, time, status) =>
    `| ${name.padEnd(width)} | ${time.padStart(9)} | ${status.padEnd(6)} |`;
  return [
    line('phase', 'wall time', 'result'),
    `|${'-'.repeat(width + 2)}|${'-'.repeat(11)}|${'-'.repeat(8)}|`,
    ...rows.map((r) => line(r.name, seconds(r.ms), r.code === 0 ? 'ok' : 'failed')),
    ...(total === undefined ? [] : [line('total', seconds(total), '')]),
  ].join('\n');
}

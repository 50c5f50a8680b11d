import { parentPort } from 'node:worker_threads';
import { enumerateSpins } from '../slots/par';
import { SLOT_TITLES } from '../slots/titles';
import { simulate } from '../sim/simulate';
import type { SpinMode } from '../slots/engine';

/** A task the RTP tool hands to a worker thread. */
export type Task =
  | { kind: 'enumerate'; titleId: string; mode: SpinMode; from: number; to: number }
  | { kind: 'simulate'; game: string; rounds: number; seed: number; collectBaseWins: boolean };

parentPort?.on('message', (msg: { id: number; task: Task }) => {
  const { id, task } = msg;
  if (task.kind === 'enumerate') {
    const title = SLOT_TITLES[task.titleId]!;
    parentPort!.postMessage({ id, result: enumerateSpins(title, task.mode, task.from, task.to) });
  } else {
    parentPort!.postMessage({
      id,
      result: simulate(task.game, task.rounds, task.seed, task.collectBaseWins),
    });
  }
});

import os from 'node:os';
import { GAME_IDS } from '../sim/simulate';

export const RTP_USAGE = `Usage: npm run rtp -- GAME... | --all [--rounds N] [--workers W] [--seed S]

Prints each house game's exact PAR sheet; with --rounds, also simulates N rounds per game and
checks the measured RTP against the exact one (99 % interval).

  GAME          one or more of: ${GAME_IDS.join(', ')}
  --all         every game
  --rounds N    rounds to simulate per game (default 0: the PAR sheets only)
  --workers W   worker threads (default: up to 2)
  --seed S      seed of the simulation's random sources (default 20261124)
  --help, -h    this text`;

export interface RtpRun {
  games: string[];
  rounds: number;
  workers: number;
  seed: number;
}

/** What the command line asks for: a run, the usage, or an error to print with the usage. */
export type RtpArgs =
  ({ kind: 'run' } & RtpRun) | { kind: 'help' } | { kind: 'error'; message: string };

const wholeNumber = (value: string | undefined, min: number): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : null;
};

export function parseRtpArgs(argv: string[]): RtpArgs {
  const run: RtpRun = {
    games: [],
    rounds: 0,
    workers: Math.min(2, os.availableParallelism()),
    seed: 20261124,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') return { kind: 'help' };
    if (a === '--all') run.games.push(...GAME_IDS);
    else if (a === '--rounds' || a === '--workers' || a === '--seed') {
      const n = wholeNumber(argv[++i], a === '--workers' ? 1 : 0);
      if (n === null) return { kind: 'error', message: `${a} needs a whole number` };
      run[a === '--rounds' ? 'rounds' : a === '--workers' ? 'workers' : 'seed'] = n;
    } else if ((GAME_IDS as readonly string[]).includes(a)) run.games.push(a);
    else return { kind: 'error', message: `unknown argument ${a}` };
  }
  if (run.games.length === 0) return { kind: 'error', message: 'name a game or --all' };
  return { kind: 'run', ...run };
}

import type { TBotChallenge } from '@lw/contracts';
import { getBotChallenge } from '../api/bot-defence';

/** Solves in a Web Worker (a same-origin script, fine under `script-src 'self'`). */
function solveInWorker(challenge: TBotChallenge): Promise<string | null> {
  if (typeof Worker === 'undefined') {
    // No workers (tests, very old browsers): solve on this thread.
    return import('./solve-bot-challenge').then((m) => m.solveBotChallenge(challenge));
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = (payload: string | null) => {
      worker.terminate();
      resolve(payload);
    };
    worker.onmessage = (event: MessageEvent<string | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}

/**
 * Fetches and solves a bot-check challenge. Null when that fails: the login goes without one and
 * the server decides (it answers BOT_CHECK_FAILED only when the check is required).
 */
export async function prepareBotCheck(): Promise<string | null> {
  try {
    return await solveInWorker(await getBotChallenge());
  } catch {
    return null;
  }
}

/**
 * Keeps one solved bot check ready ahead of the next username login: `take()` hands it out (or
 * waits for it); each solution is good for one login only.
 */
export class BotCheckQueue {
  private next: Promise<string | null> | null = null;

  constructor(private readonly prepare: () => Promise<string | null> = prepareBotCheck) {}

  /** Starts solving now (when the form opens) so the login does not wait for it. */
  warmUp(): void {
    this.next ??= this.prepare();
  }

  /** The solved check for this login (it is spent by it; `warmUp` again for another try). */
  async take(): Promise<string | null> {
    const current = this.next ?? this.prepare();
    this.next = null;
    return current;
  }
}

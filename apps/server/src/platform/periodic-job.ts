import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` while the app is up, never twice at once in this process. Several
 * processes may run the same job: each job guards itself (an advisory lock, guarded updates). A
 * failure is logged and the job tries again at the next tick. With `enabled: false` (tests, which
 * run jobs themselves so a timer never races their assertions) nothing is scheduled.
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  job: {
    name: string;
    intervalMs: number;
    enabled?: boolean;
    run: (log: FastifyBaseLogger) => Promise<void>;
  },
): void {
  if (job.enabled === false) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job.run(app.log);
    } catch (err) {
      app.log.warn({ err, job: job.name }, 'background job failed; retrying next tick');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

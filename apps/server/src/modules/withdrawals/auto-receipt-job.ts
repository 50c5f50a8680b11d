import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WithdrawalOperationsService } from './withdrawal-operations.service.js';

/**
 * Runs the auto-receipt job every `intervalMs` while the app is up. Several processes may run
 * it: the job's advisory lock lets one of them work per tick, and its update is guarded anyway.
 */
export function scheduleAutoReceipt(
  app: FastifyInstance,
  ops: WithdrawalOperationsService,
  intervalMs: number,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async (log: FastifyBaseLogger) => {
    if (running) return;
    running = true;
    try {
      const moved = await ops.autoReceipt();
      if (moved.length > 0) log.info({ withdrawals: moved }, 'withdrawals auto-received');
    } catch (err) {
      log.warn({ err }, 'withdrawal auto-receipt failed; retrying next tick');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(app.log), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../../platform/periodic-job.js';
import type { WithdrawalOperationsService } from './withdrawal-operations.service.js';

/**
 * The auto-receipt job: paid withdrawals past their deadline become received. Several processes
 * may run it: its advisory lock lets one of them work per tick, and its update is guarded anyway.
 */
export function scheduleAutoReceipt(
  app: FastifyInstance,
  ops: WithdrawalOperationsService,
  intervalMs: number,
  enabled = true,
): void {
  schedulePeriodicJob(app, {
    name: 'withdrawal-auto-receipt',
    intervalMs,
    enabled,
    run: async (log) => {
      const moved = await ops.autoReceipt();
      if (moved.length > 0) log.info({ withdrawals: moved }, 'withdrawals auto-received');
    },
  });
}

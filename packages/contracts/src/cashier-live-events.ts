import { z } from 'zod';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './cashier-transitions.js';

/**
 * Member live events of the cashier (spread into `ZLiveServerEvent`): one per status change of
 * the member's deposit or withdrawal, whoever made it (an operator, a gateway, a job, the member
 * in another tab). The page shows the new status at once and fetches the record's other fields.
 */
export const ZCashierLiveEvents = [
  z.object({
    type: z.literal('deposit.status'),
    depositId: z.number().int(),
    status: z.enum(DEPOSIT_STATUSES),
  }),
  z.object({
    type: z.literal('withdrawal.status'),
    withdrawalId: z.number().int(),
    status: z.enum(WITHDRAWAL_STATUSES),
  }),
] as const;

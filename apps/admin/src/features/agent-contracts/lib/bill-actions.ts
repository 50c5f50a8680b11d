import type { TAgentBill } from '@lw/contracts';

export type BillAction = 'hold' | 'reject' | 'reissue';

/**
 * The actions a bill's status allows, as the server decides them (settlement.service
 * `operatorAction`): hold a bill not yet paid in full, reject one that paid nothing, re-issue one
 * held, rejected or short of the payer's balance (it pays what is left).
 */
export function allowedActions(bill: Pick<TAgentBill, 'status' | 'paidAmount'>): BillAction[] {
  const out: BillAction[] = [];
  if (['pending', 'insufficientBalance', 'partiallyIssued'].includes(bill.status)) out.push('hold');
  if (['pending', 'insufficientBalance', 'held'].includes(bill.status) && bill.paidAmount === 0) {
    out.push('reject');
  }
  if (['held', 'insufficientBalance', 'partiallyIssued', 'rejected'].includes(bill.status)) {
    out.push('reissue');
  }
  return out;
}

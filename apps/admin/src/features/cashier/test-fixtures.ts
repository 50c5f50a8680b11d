import type { TAdjustment, TAdminDeposit, TAdminWithdrawal } from '@lw/contracts';

/** A pending bank-transfer deposit as the queue lists it. */
export function adminDeposit(overrides: Partial<TAdminDeposit> = {}): TAdminDeposit {
  return {
    id: 7,
    paymentMethodId: 1,
    kind: 'bank_transfer',
    methodName: { th: 'โอนกสิกร', en: 'KBank transfer', zh: '开泰转账' },
    amount: 150_050,
    currency: 'THB',
    status: 'pending',
    referenceCode: 'DP7ABC',
    payerName: 'Somchai Jaidee',
    createdAt: '2026-03-02T11:15:00.000Z',
    expiresAt: '2026-03-02T11:45:00.000Z',
    decidedAt: null,
    reason: null,
    accountId: 5,
    username: 'somchai88',
    paymentMethodCode: 'bank-kbank',
    gatewayId: null,
    gatewayOrderId: null,
    decidedBy: null,
    ledgerTransferId: null,
    updatedAt: '2026-03-02T11:15:00.000Z',
    ...overrides,
  };
}

const zero = { count: 0, amount: 0 };

/** The deposit queue page around some rows. */
export function depositPage(items: TAdminDeposit[]) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    totals: {
      pending: { count: 3, amount: 450_000 },
      approved: { count: 10, amount: 2_500_000 },
      rejected: zero,
      expired: zero,
    },
  };
}

export function adminWithdrawal(overrides: Partial<TAdminWithdrawal> = {}): TAdminWithdrawal {
  return {
    id: 12,
    amount: 100_000,
    currency: 'THB',
    status: 'approved',
    amountReceived: null,
    amountRemaining: null,
    bankCode: 'SCB',
    accountNumberMasked: '******7890',
    reason: null,
    forcedReceived: false,
    hasProof: false,
    createdAt: '2026-03-02T12:00:00.000Z',
    approvedAt: '2026-03-02T12:05:00.000Z',
    rejectedAt: null,
    paidAt: null,
    confirmedAt: null,
    accountId: 5,
    username: 'somchai88',
    realName: 'Somchai Jaidee',
    bankAccountId: 3,
    accountName: 'Somchai Jaidee',
    accountNumber: '1234567890',
    confirmDeadline: null,
    proofMime: null,
    decidedBy: 1,
    decidedByUsername: 'finance',
    paidBy: null,
    paidByUsername: null,
    updatedAt: '2026-03-02T12:05:00.000Z',
    ...overrides,
  };
}

export function withdrawalPage(items: TAdminWithdrawal[]) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    totals: {
      requested: zero,
      approved: { count: items.length, amount: 100_000 },
      rejected: zero,
      paid: zero,
      received: zero,
      not_received: zero,
    },
  };
}

export function adjustment(overrides: Partial<TAdjustment> = {}): TAdjustment {
  return {
    id: 4,
    accountId: 5,
    username: 'somchai88',
    amount: 2_000_000,
    currency: 'THB',
    wallet: 'main',
    reason: 'Goodwill credit',
    status: 'pending_approval',
    requestedBy: 1,
    requestedByUsername: 'admin',
    decidedBy: null,
    decidedByUsername: null,
    decidedAt: null,
    decisionNote: null,
    ledgerTransferId: null,
    createdAt: '2026-03-02T13:00:00.000Z',
    ...overrides,
  };
}

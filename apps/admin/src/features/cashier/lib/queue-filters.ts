/** Filters shared by the deposit and withdrawal queues, as kept in the URL. */
export interface QueueFilters<S extends string> {
  status?: S;
  username?: string;
  paymentMethodId?: number;
  /** yyyy-mm-dd, the first day shown (a day of the site time zone). */
  fromDate?: string;
  /** yyyy-mm-dd, the last day shown, included. */
  toDate?: string;
  page: number;
  pageSize: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_PAGE_SIZE = 50;

export function readQueueFilters<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): QueueFilters<S> {
  const status = params.get('status') as S | null;
  const method = Number(params.get('paymentMethodId'));
  const fromDate = params.get('from') ?? '';
  const toDate = params.get('to') ?? '';
  return {
    status: status && statuses.includes(status) ? status : undefined,
    username: params.get('username')?.trim() || undefined,
    paymentMethodId: Number.isInteger(method) && method > 0 ? method : undefined,
    fromDate: DATE.test(fromDate) ? fromDate : undefined,
    toDate: DATE.test(toDate) ? toDate : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Math.min(200, Math.max(1, Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE)),
  };
}

export function queueFiltersToParams<S extends string>(filters: QueueFilters<S>): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.status) out.set('status', filters.status);
  if (filters.username) out.set('username', filters.username);
  if (filters.paymentMethodId) out.set('paymentMethodId', String(filters.paymentMethodId));
  if (filters.fromDate) out.set('from', filters.fromDate);
  if (filters.toDate) out.set('to', filters.toDate);
  if (filters.page !== 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(filters.pageSize));
  return out;
}

import {
  WALLET_API,
  ZAccountRecordPage,
  ZAllToMainResult,
  ZDownlineTransferResult,
  ZPullList,
  ZPullRequest,
  ZMemberTransferResult,
  ZMerchantWallet,
  ZUplineTransferInfo,
  ZVendorTransfer,
  ZVendorWallet,
  type TAccountRecordQuery,
  type TDownlineTransferRequest,
  type TDownlineTransferResult,
  type TPullList,
  type TPullRequest,
  type TUplineTransferRequest,
  type TVendorTransferRequest,
  type TAccountRecordPage,
  type TAllToMainResult,
  type TMemberTransferResult,
  type TMerchantWallet,
  type TUplineTransferInfo,
  type TVendorTransfer,
  type TVendorWallet,
} from '@lw/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every wallet query key starts here, so one invalidation refreshes all wallet screens. */
export function walletKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'wallet'] as const;
}

export function merchantWalletKey(token: string | null) {
  return [...walletKey(token), 'merchant'] as const;
}

/**
 * The wallet list with our last readings (`cached=true`): it answers at once, and the page then
 * reads each vendor wallet from its vendor (vendorWalletQuery), showing it as refreshing.
 */
export function merchantWalletQuery(token: string | null) {
  return queryOptions({
    queryKey: merchantWalletKey(token),
    queryFn: ({ signal }) =>
      apiRequest(
        `${WALLET_API.merchantWallet}?cached=true`,
        serverChecked<TMerchantWallet>(import.meta.env.PROD ? null : ZMerchantWallet),
        { signal },
      ),
    enabled: token !== null,
  });
}

/** getMerchantWallet: the main wallet and each transfer-mode vendor wallet. */
export function useMerchantWallet() {
  const { token } = useSession();
  return useQuery(merchantWalletQuery(token));
}

/** getVendorWallet: one vendor wallet as its vendor reports it now. */
export function vendorWalletQuery(token: string | null, vendor: string) {
  return queryOptions({
    queryKey: [...walletKey(token), 'vendor', vendor] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        WALLET_API.vendorWalletPattern.replace(':vendor', encodeURIComponent(vendor)),
        serverChecked<TVendorWallet>(import.meta.env.PROD ? null : ZVendorWallet),
        { signal },
      ),
    enabled: token !== null,
    // A vendor's figure changes with play we are not told of: read it whenever it is shown.
    staleTime: 0,
  });
}

/** Each vendor wallet read from its vendor, in the order given. */
export function useVendorWallets(vendors: string[]) {
  const { token } = useSession();
  return useQueries({ queries: vendors.map((vendor) => vendorWalletQuery(token, vendor)) });
}

/** Limits, upline and payment-password state of the transferUpline page. */
export function useUplineTransferInfo() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...walletKey(token), 'uplineInfo'],
    queryFn: ({ signal }) =>
      apiRequest(
        WALLET_API.uplineTransferInfo,
        serverChecked<TUplineTransferInfo>(import.meta.env.PROD ? null : ZUplineTransferInfo),
        { signal },
      ),
    enabled: token !== null,
  });
}

/** The query string of an account-records request (empty values left out). */
export function recordsSearch(query: TAccountRecordQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** listAccountRecords: one page of the member's ledger entries. */
export function useAccountRecords(query: TAccountRecordQuery, enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...walletKey(token), 'records', query],
    queryFn: ({ signal }) =>
      apiRequest(
        `${WALLET_API.records}?${recordsSearch(query)}`,
        serverChecked<TAccountRecordPage>(import.meta.env.PROD ? null : ZAccountRecordPage),
        { signal },
      ),
    enabled: token !== null && enabled,
    placeholderData: (previous) => previous,
  });
}

export function createVendorTransfer(body: TVendorTransferRequest) {
  return apiRequest(
    WALLET_API.vendorTransfers,
    serverChecked<TVendorTransfer>(import.meta.env.PROD ? null : ZVendorTransfer),
    { method: 'POST', body },
  );
}

export function transferAllToMain(requestId: string) {
  return apiRequest(
    WALLET_API.allToMain,
    serverChecked<TAllToMainResult>(import.meta.env.PROD ? null : ZAllToMainResult),
    {
      method: 'POST',
      body: { requestId },
    },
  );
}

export function transferToUpline(body: TUplineTransferRequest) {
  return apiRequest(
    WALLET_API.uplineTransfers,
    serverChecked<TMemberTransferResult>(import.meta.env.PROD ? null : ZMemberTransferResult),
    { method: 'POST', body },
  );
}

export function pullRequestsKey(token: string | null) {
  return [...walletKey(token), 'pullRequests'] as const;
}

const pullList = () => serverChecked<TPullList>(import.meta.env.PROD ? null : ZPullList);
const onePull = () => serverChecked<TPullRequest>(import.meta.env.PROD ? null : ZPullRequest);

/** listMyPullRequests: agents' requests to take money from the member's wallet. */
export function useMyPullRequests() {
  const { token } = useSession();
  return useQuery({
    queryKey: pullRequestsKey(token),
    queryFn: ({ signal }) => apiRequest(WALLET_API.pullRequests, pullList(), { signal }),
    enabled: token !== null,
  });
}

/** listAgentPulls: the agent's own pulls with their status. */
export function useAgentPulls(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...walletKey(token), 'agentPulls'],
    queryFn: ({ signal }) => apiRequest(WALLET_API.agentPulls, pullList(), { signal }),
    enabled: token !== null && enabled,
  });
}

export function confirmPullRequest(id: number, paymentPassword: string) {
  return apiRequest(WALLET_API.pullRequestConfirm.replace(':id', String(id)), onePull(), {
    method: 'POST',
    body: { paymentPassword },
  });
}

export function declinePullRequest(id: number) {
  return apiRequest(WALLET_API.pullRequestDecline.replace(':id', String(id)), onePull(), {
    method: 'POST',
  });
}

/** transferDownline (agents): pay someone in the downline, or ask to take money back. */
export function transferDownline(body: TDownlineTransferRequest) {
  return apiRequest(
    WALLET_API.downlineTransfers,
    serverChecked<TDownlineTransferResult>(import.meta.env.PROD ? null : ZDownlineTransferResult),
    { method: 'POST', body },
  );
}

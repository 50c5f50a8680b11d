import type { TLiveServerEvent } from '@lw/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from './use-live-events';

/** The cashier records whose status the server pushes (`deposit.status`, `withdrawal.status`). */
type TLiveRecord = 'deposit' | 'withdrawal';

/** A page of records as the member's list queries hold it. */
interface TRecordPage {
  items: readonly { id: number; status: string }[];
}

function statusChange(
  record: TLiveRecord,
  event: TLiveServerEvent,
): { id: number; status: string } | null {
  if (record === 'deposit' && event.type === 'deposit.status') {
    return { id: event.depositId, status: event.status };
  }
  if (record === 'withdrawal' && event.type === 'withdrawal.status') {
    return { id: event.withdrawalId, status: event.status };
  }
  return null;
}

/**
 * Keeps a member's deposit or withdrawal cards on their live status: when the server says one
 * changed (an operator decided, a gateway paid, a job expired it, another tab confirmed), the
 * card shows the new status at once, and the lists under `listKey` (and `alsoKeys`, such as the
 * withdraw page's limits) are fetched again for the fields that came with it (reason, receipt).
 */
export function useLiveStatus(
  record: TLiveRecord,
  listKey: QueryKey,
  alsoKeys: readonly QueryKey[] = [],
): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify([listKey, alsoKeys]);
  useEffect(() => {
    const [list, also] = JSON.parse(keys) as [QueryKey, QueryKey[]];
    return onLiveEvent((event) => {
      const change = statusChange(record, event);
      if (!change) return;
      queryClient.setQueriesData<TRecordPage>({ queryKey: list }, (page) =>
        page?.items.some((item) => item.id === change.id)
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === change.id ? { ...item, status: change.status } : item,
              ),
            }
          : page,
      );
      for (const queryKey of [list, ...also]) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, record, keys]);
}

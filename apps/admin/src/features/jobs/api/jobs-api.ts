import {
  ADMIN_EVENTS_API,
  ADMIN_JOBS_API,
  ZEventConsumer,
  ZEventConsumerList,
  ZJobCatalogue,
  ZJobRun,
  ZJobRunList,
  type TJobRunState,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const catalogueKey = ['admin', 'jobs'] as const;

/** The job kinds with their schedule, last run and last failure; refreshed every 15 s. */
export function useJobCatalogue() {
  return useQuery({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => apiRequest(ADMIN_JOBS_API.kinds, { schema: ZJobCatalogue, signal }),
    refetchInterval: 15_000,
  });
}

/** The latest runs in one state (the failures list), refreshed with the catalogue. */
export function useJobRuns(state: TJobRunState, limit = 20) {
  return useQuery({
    queryKey: [...catalogueKey, 'runs', state, limit],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_JOBS_API.runs, { schema: ZJobRunList, query: { state, limit }, signal }),
    refetchInterval: 15_000,
  });
}

/** Starts a run of a job now; the catalogue refreshes to show it. */
export function useRerunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: string) =>
      apiRequest(ADMIN_JOBS_API.rerun(kind), { method: 'POST', schema: ZJobRun }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  });
}

const consumersKey = ['admin', 'events', 'consumers'] as const;

/** The outbox's consumers with position and lag; refreshed every 15 s. */
export function useEventConsumers() {
  return useQuery({
    queryKey: consumersKey,
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_EVENTS_API.consumers, { schema: ZEventConsumerList, signal }),
    refetchInterval: 15_000,
  });
}

/** Replay: the consumer handles every event after `position` again. */
export function useReplayConsumer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, position }: { name: string; position: number }) =>
      apiRequest(ADMIN_EVENTS_API.position(name), {
        method: 'PUT',
        body: { position },
        schema: ZEventConsumer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consumersKey }),
  });
}

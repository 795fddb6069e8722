import * as system from '@portal/shared/system-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, contractDownload, contractQuery } from '../../../lib/api-contract.ts';

const systemKey = contractQuery(system.overview, {}).queryKey;

/** Admin › System's one read; polled every 5 s while a backup is queued or running. */
export function useSystemOverview() {
  return useQuery({
    ...contractQuery(system.overview, {}),
    refetchInterval: (q) => (q.state.data?.backups.runs.some((r) => r.status === 'pending' || r.status === 'running') ? 5000 : false),
  });
}

export type SystemAction = 'jobs/retry' | 'emails/retry' | 'emails/discard' | 'webhooks/retry';

const actions = {
  'jobs/retry': system.retryJob,
  'emails/retry': system.retryEmail,
  'emails/discard': system.discardEmail,
  'webhooks/retry': system.retryWebhook,
} as const satisfies Record<SystemAction, unknown>;

export function useSystemAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: SystemAction; id: string }) => call(actions[action], { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: systemKey }),
  });
}

export function useStartBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(system.startBackup, {}),
    onSettled: () => qc.invalidateQueries({ queryKey: systemKey }),
  });
}

export const downloadBackup = (name: string) => contractDownload(system.downloadBackup, { params: { name } }, name);

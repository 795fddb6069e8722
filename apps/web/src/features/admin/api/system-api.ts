import type { systemActionResponse, systemBackupStarted, systemOverview } from '@portal/shared/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

const systemKey = ['admin', 'system'] as const;

/** Admin › System's one read; polled every 5 s while a backup is queued or running. */
export function useSystemOverview() {
  return useQuery({
    queryKey: systemKey,
    queryFn: ({ signal }) => api<typeof systemOverview>('/api/admin/system', { signal }),
    refetchInterval: (q) => (q.state.data?.backups.runs.some((r) => r.status === 'pending' || r.status === 'running') ? 5000 : false),
  });
}

export type SystemAction = 'jobs/retry' | 'emails/retry' | 'emails/discard' | 'webhooks/retry';

export function useSystemAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: SystemAction; id: string }) => {
      const [kind, verb] = action.split('/');
      return api<typeof systemActionResponse>(`/api/admin/system/${kind}/${id}/${verb}`, { method: 'POST' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: systemKey }),
  });
}

export function useStartBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<typeof systemBackupStarted>('/api/admin/system/backups', { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: systemKey }),
  });
}

export const downloadBackup = (name: string) => apiDownload(`/api/admin/system/backups/${encodeURIComponent(name)}`, name);

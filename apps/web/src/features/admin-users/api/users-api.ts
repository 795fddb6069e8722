import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@portal/shared/api';
import {
  type AdminUsersQuery,
  type AdminUserUpdate,
  type adminUser,
  type adminUserList,
  type inviteUserResponse,
  usersExportFilename,
} from '@portal/shared/admin-users';
import { api, apiDownload } from '../../../lib/api-client.ts';

const userKeys = {
  all: ['admin-users'] as const,
  list: (q: AdminUsersQuery) => ['admin-users', 'list', q] as const,
};

function usersQueryString(q: AdminUsersQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function useUsers(q: AdminUsersQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: ({ signal }) => api<typeof adminUserList>(`/api/admin/users${usersQueryString(q)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function exportUsers(q: AdminUsersQuery) {
  return apiDownload(`/api/admin/users/export.csv${usersQueryString(q)}`, usersExportFilename());
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) =>
      api<typeof adminUser>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<typeof okResponse>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useInviteUser() {
  return useMutation({
    mutationFn: (email: string) => api<typeof inviteUserResponse>('/api/admin/users/invite', { method: 'POST', body: { email } }),
  });
}

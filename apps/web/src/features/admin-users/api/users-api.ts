import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared/api';
import { type AdminUsersQuery, type AdminUserUpdate, adminUser, adminUserList, inviteUserResponse, usersExportFilename } from '@portal/shared/admin-users';
import { api, apiDownload } from '../../../lib/api-client.ts';

export const userKeys = {
  all: ['admin-users'] as const,
  list: (q: AdminUsersQuery) => ['admin-users', 'list', q] as const,
};

export function usersQueryString(q: AdminUsersQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function useUsers(q: AdminUsersQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: ({ signal }) => api(`/api/admin/users${usersQueryString(q)}`, adminUserList, { signal }),
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
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) => api(`/api/admin/users/${encodeURIComponent(id)}`, adminUser, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/users/${encodeURIComponent(id)}`, okResponse, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useInviteUser() {
  return useMutation({
    mutationFn: (email: string) => api('/api/admin/users/invite', inviteUserResponse, { method: 'POST', body: { email } }),
  });
}

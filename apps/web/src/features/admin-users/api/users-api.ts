import { keepPreviousData, type UseQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@portal/shared/api';
import {
  type AdminUser,
  type AdminUsersQuery,
  type AdminUserUpdate,
  type adminUser,
  type adminUserList,
  type inviteUserResponse,
  usersExportFilename,
} from '@portal/shared/admin-users';
import { api, apiDownload } from '../../../lib/api-client.ts';

type UsersPage = { items: AdminUser[]; total: number; totalPages: number };

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

/** Manage Users' table parameters (search, role, plan, sort, dir, page, pageSize) as the users endpoint's query. */
export const toUsersQuery = (p: Record<string, string | number | undefined>): AdminUsersQuery =>
  ({
    search: p.search || undefined,
    role: p.role,
    plan: p.plan,
    sortField: p.sort,
    sortOrder: p.dir,
    page: p.page,
    perPage: p.pageSize,
  }) as AdminUsersQuery;

/** One page of users, as the admin table reads it. */
export const usersListQuery = (q: AdminUsersQuery): UseQueryOptions<UsersPage, Error, UsersPage, readonly unknown[]> => ({
  queryKey: userKeys.list(q),
  queryFn: async ({ signal }) => {
    const r = await api<typeof adminUserList>(`/api/admin/users${usersQueryString(q)}`, { signal });
    return { items: r.users, total: r.pagination.totalCount, totalPages: r.pagination.totalPages };
  },
  placeholderData: keepPreviousData,
  retry: 1,
});

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

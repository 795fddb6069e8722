import { keepPreviousData, type UseQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUser, type AdminUsersQuery, type AdminUserUpdate, usersExportFilename } from '@portal/shared/admin-users';
import * as users from '@portal/shared/admin-users-contracts';
import { call, contractDownload } from '../../../lib/api-contract.ts';

type UsersPage = { items: AdminUser[]; total: number; totalPages: number };

const userKeys = {
  all: ['admin-users'] as const,
  list: (q: AdminUsersQuery) => ['admin-users', 'list', q] as const,
};

/** The query the server reads: empty values left out. */
const filled = (q: AdminUsersQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as AdminUsersQuery;

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
    const r = await call(users.list, { query: filled(q), signal });
    return { items: r.users, total: r.pagination.totalCount, totalPages: r.pagination.totalPages };
  },
  placeholderData: keepPreviousData,
  retry: 1,
});

export function exportUsers(q: AdminUsersQuery) {
  return contractDownload(users.exportCsv, { query: filled(q) }, usersExportFilename());
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) => call(users.update, { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(users.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useInviteUser() {
  return useMutation({
    mutationFn: (email: string) => call(users.invite, { body: { email } }),
  });
}

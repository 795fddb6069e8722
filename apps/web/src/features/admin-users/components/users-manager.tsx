import {
  type AdminUser,
  type AdminUsersQuery,
  adminUserMessages,
  planLabel,
  roleLabels,
  showingText,
  type UserSortField,
  userSortFields,
  USERS_PAGE_SIZE,
  userRole,
} from '@portal/shared/admin-users';
import { format } from 'date-fns';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Pencil, Search, Trash2, UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';
import { exportUsers, useUsers } from '../api/users-api.ts';
import { DeleteUserDialog, EditUserModal, InviteUserModal } from './user-dialogs.tsx';

type Dialog = { kind: 'edit' | 'delete'; user: AdminUser } | { kind: 'invite' } | null;

const roleBadge: Record<string, string> = {
  admin: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  vendor_admin: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  user: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};
const planBadge = (pro: boolean) =>
  pro ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium';
const day = (d: string | null) => (d ? format(new Date(d), 'MMM d, yyyy') : 'Never');

const columns: { field: UserSortField; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'role', label: 'Role' },
  { field: 'plan', label: 'Plan' },
  { field: 'joinedDate', label: 'Joined' },
  { field: 'lastSignIn', label: 'Last Sign In' },
];

export function UsersManager() {
  const { me } = useAuth();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<NonNullable<AdminUsersQuery['role']>>('all');
  const [plan, setPlan] = useState<NonNullable<AdminUsersQuery['plan']>>('all');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort<UserSortField>('admin.users.sort', userSortFields, { field: 'joinedDate', dir: 'desc' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();

  useEffect(() => {
    const h = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(h);
  }, [searchInput]);

  const query: AdminUsersQuery = { search: search || undefined, role, plan, sortField: sort.field, sortOrder: sort.dir, page, perPage: USERS_PAGE_SIZE };
  const list = useUsers(query);
  const data = list.data;
  const totalPages = data?.pagination.totalPages ?? 1;

  useEffect(() => {
    if (data && page > data.pagination.totalPages) setPage(data.pagination.totalPages);
  }, [data, page]);

  const done = (text: string) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
  };

  const doExport = async () => {
    setExporting(true);
    try {
      await exportUsers(query);
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : 'Export failed' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Manage Users</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={doExport} disabled={exporting || !data?.users.length}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button onClick={() => setDialog({ kind: 'invite' })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Invite User
          </Button>
        </div>
      </div>

      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Search users
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              className={`${inputClass} pl-9`}
              placeholder="Search by name, e-mail or company..."
              value={searchInput}
              onChange={(e) => setSearchInput(e.target.value)}
            />
          </div>
        </div>
        <SelectField
          label="Role"
          value={role}
          onChange={(v) => {
            setRole(v as typeof role);
            setPage(1);
          }}
          options={[
            ['all', 'All Roles'],
            ['admin', 'Admin'],
            ['vendor_admin', 'Vendor Admin'],
            ['user', 'User'],
          ]}
        />
        <SelectField
          label="Plan"
          value={plan}
          onChange={(v) => {
            setPlan(v as typeof plan);
            setPage(1);
          }}
          options={[
            ['all', 'All Plans'],
            ['pro', 'Pro'],
            ['free', 'Free'],
          ]}
        />
      </div>

      {list.isError && !data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
          <h2 className="text-lg font-semibold text-red-800 dark:text-red-200">{adminUserMessages.fetchTitle}</h2>
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">{adminUserMessages.fetchFailed(list.error.message)}</p>
          <Button className="mt-4" onClick={() => list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
              <thead className="bg-slate-50 dark:bg-slate-800/50">
                <tr>
                  {columns.map((c) => {
                    const active = sort.field === c.field;
                    const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                    return (
                      <th
                        key={c.field}
                        scope="col"
                        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                        className="px-4 py-3 text-left font-semibold text-slate-700 dark:text-slate-200"
                      >
                        <button
                          type="button"
                          onClick={() => {
                            toggleSort(c.field);
                            setPage(1);
                          }}
                          className="inline-flex items-center gap-1 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                        >
                          {c.label}
                          <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                        </button>
                      </th>
                    );
                  })}
                  <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700 dark:text-slate-200">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {!data &&
                  Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                    <tr key={i}>
                      <td colSpan={7} className="px-4 py-3">
                        <div className="h-5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                      </td>
                    </tr>
                  ))}
                {data?.users.length === 0 && (
                  <tr>
                    <td colSpan={7} className="px-4 py-10 text-center text-slate-500 dark:text-slate-400">
                      No users found.
                    </td>
                  </tr>
                )}
                {data?.users.map((u) => {
                  const r = userRole(u);
                  return (
                    <tr key={u.id} className="text-slate-800 dark:text-slate-200">
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-2">
                          {u.avatarUrl ? (
                            <img src={u.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
                          ) : (
                            <span
                              aria-hidden="true"
                              className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold dark:bg-slate-700"
                            >
                              {(u.fullName || u.email).slice(0, 1).toUpperCase()}
                            </span>
                          )}
                          <div>
                            <div className="font-medium">{u.fullName || '—'}</div>
                            {(u.jobTitle || u.company) && (
                              <div className="text-xs text-slate-500 dark:text-slate-400">{[u.jobTitle, u.company].filter(Boolean).join(' · ')}</div>
                            )}
                          </div>
                        </div>
                      </td>
                      <td className="px-4 py-3 break-all">{u.email}</td>
                      <td className="px-4 py-3">
                        <span className={`${badge} ${roleBadge[r]}`}>{roleLabels[r]}</span>
                      </td>
                      <td className="px-4 py-3">
                        <span className={`${badge} ${planBadge(u.isPro)}`}>{planLabel(u)}</span>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">{day(u.createdAt)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{day(u.lastSignInAt)}</td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" className="px-2" aria-label={`Edit ${u.email}`} onClick={() => setDialog({ kind: 'edit', user: u })}>
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            className="px-2 text-red-600 dark:text-red-400"
                            aria-label={`Delete ${u.email}`}
                            disabled={u.id === me?.user.id}
                            title={u.id === me?.user.id ? 'You cannot delete your own account here' : undefined}
                            onClick={() => setDialog({ kind: 'delete', user: u })}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          {data && (
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {showingText(data.users.length, data.pagination.totalCount)}
              </p>
              <Pager page={page} totalPages={totalPages} onPage={setPage} className="" numbered />
            </div>
          )}
        </>
      )}

      {dialog?.kind === 'invite' && <InviteUserModal onClose={() => setDialog(null)} onSent={done} />}
      {dialog?.kind === 'edit' && <EditUserModal user={dialog.user} isSelf={dialog.user.id === me?.user.id} onClose={() => setDialog(null)} onSaved={done} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} onDeleted={done} />}
    </div>
  );
}

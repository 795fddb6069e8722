import { SearchBox } from '../../../components/ui/search-box.tsx';
import {
  type AdminUser,
  adminUserMessages,
  planLabel,
  roleLabels,
  showingText,
  type UserSortField,
  USERS_PAGE_SIZE,
  userRole,
  userSortFields,
} from '@portal/shared/admin-users';
import { format } from '../../../lib/format.ts';
import { Download, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { type Option, SelectField } from '../../../components/ui/select-field.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { exportUsers, toUsersQuery, usersListQuery } from '../api/users-api.ts';
import { DeleteUserDialog, EditUserModal, InviteUserModal } from './user-dialogs.tsx';

type Params = Record<string, string | number | undefined>;
type Notify = (tone: 'success' | 'error', text: string) => void;

const roleBadge: Record<string, string> = {
  admin: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  vendor_admin: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  user: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};
const planBadge = (pro: boolean) =>
  pro ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
const Badge = ({ tone, children }: { tone: string | undefined; children: ReactNode }) => (
  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>
);
const day = (d: string | null) => (d ? format(new Date(d), 'MMM d, yyyy') : 'Never');

function NameCell({ u }: { u: AdminUser }) {
  return (
    <div className="flex items-center gap-2">
      {u.avatarUrl ? (
        <img src={u.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold dark:bg-slate-700">
          {(u.fullName || u.email).slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <div className="font-medium">{u.fullName || '—'}</div>
        {(u.jobTitle || u.company) && <div className="text-xs text-slate-500 dark:text-slate-400">{[u.jobTitle, u.company].filter(Boolean).join(' · ')}</div>}
      </div>
    </div>
  );
}

const columns: Column<AdminUser, UserSortField>[] = [
  { key: 'name', label: 'Name', sort: 'name', render: (u) => <NameCell u={u} /> },
  { key: 'email', label: 'Email', sort: 'email', cellClassName: 'whitespace-nowrap', render: (u) => u.email },
  { key: 'role', label: 'Role', sort: 'role', render: (u) => <Badge tone={roleBadge[userRole(u)]}>{roleLabels[userRole(u)]}</Badge> },
  { key: 'plan', label: 'Plan', sort: 'plan', render: (u) => <Badge tone={planBadge(u.isPro)}>{planLabel(u)}</Badge> },
  { key: 'joined', label: 'Joined', sort: 'joinedDate', className: 'whitespace-nowrap', render: (u) => day(u.createdAt) },
  { key: 'last', label: 'Last Sign In', sort: 'lastSignIn', className: 'whitespace-nowrap', render: (u) => day(u.lastSignInAt) },
];

/** The search box with a visible label and a magnifier. */
function UserSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <SearchBox
      className="flex-1"
      labelClassName="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
      label="Search users"
      placeholder="Search by name, e-mail or company..."
      value={value}
      onChange={onChange}
    />
  );
}

/** CSV of the page shown (its filters, sort and page). */
function ExportButton({ pageParams, rows, notice }: { pageParams: Params; rows: AdminUser[] | undefined; notice: Notify }) {
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    setExporting(true);
    try {
      await exportUsers(toUsersQuery(pageParams));
    } catch (e) {
      notice('error', e instanceof Error ? e.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" onClick={doExport} disabled={exporting || !rows?.length}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-200">{adminUserMessages.fetchTitle}</h2>
      <p className="mt-1 text-sm text-red-700 dark:text-red-300">{adminUserMessages.fetchFailed(error.message)}</p>
      <Button className="mt-4" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}

const filter = (param: string, label: string, options: Option[]) => ({
  param,
  initial: 'all',
  render: (value: string, onChange: (v: string) => void) => <SelectField label={label} value={value} onChange={onChange} options={options} />,
});

/**
 * Manage Users, as the admin resource screen's configuration (app/routes/admin/users.tsx renders it):
 * search, role and plan filters, sortable columns remembered under admin.users.sort, numbered pages,
 * CSV of the page, Invite, Edit, and Delete (never one's own account).
 */
export function useUsersScreen() {
  const { me } = useAuth();
  return {
    listQuery: (p: Params) => usersListQuery(toUsersQuery(p)),
    texts: { title: 'Manage Users', add: 'Invite User', caption: 'Users', search: 'users' },
    addIcon: UserPlus,
    searchBox: (value: string, onChange: (v: string) => void) => <UserSearch value={value} onChange={onChange} />,
    filters: [
      filter('role', 'Role', [
        { value: 'all', label: 'All Roles' },
        { value: 'admin', label: 'Admin' },
        { value: 'vendor_admin', label: 'Vendor Admin' },
        { value: 'user', label: 'User' },
      ]),
      filter('plan', 'Plan', [
        { value: 'all', label: 'All Plans' },
        { value: 'pro', label: 'Pro' },
        { value: 'free', label: 'Free' },
      ]),
    ],
    clearFilters: false,
    sort: { storageKey: 'admin.users.sort', keys: userSortFields, initial: { field: 'joinedDate' as UserSortField, dir: 'desc' as const } },
    pageSize: USERS_PAGE_SIZE,
    columns,
    empty: 'No users found.',
    showing: showingText,
    numbered: true,
    failed: (error: Error, retry: () => void) => <LoadFailed error={error} retry={retry} />,
    rowName: (u: AdminUser) => u.email,
    deleteBlocked: (u: AdminUser) => (u.id === me?.user.id ? 'You cannot delete your own account here' : undefined),
    remove: { dialog: (u: AdminUser, onClose: () => void, onDone: (m: string) => void) => <DeleteUserDialog user={u} onClose={onClose} onDeleted={onDone} /> },
    headerActions: (ctx: { pageParams: Params; rows: AdminUser[] | undefined; notice: Notify }) => <ExportButton {...ctx} />,
    form: {
      render: ({ item, onClose, onSaved }: { item: AdminUser | null; onClose: () => void; onSaved: (m: string) => void }) =>
        item ? (
          <EditUserModal user={item} isSelf={item.id === me?.user.id} onClose={onClose} onSaved={onSaved} />
        ) : (
          <InviteUserModal onClose={onClose} onSent={onSaved} />
        ),
    },
  };
}

import { type AdminUser, type AdminUserUpdate, adminUserUpdate, inviteUserRequest } from '@portal/shared/admin-users';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useDeleteUser, useInviteUser, useUpdateUser } from '../api/users-api.ts';
import { Modal } from '../../../components/ui/modal.tsx';

const textFields = [
  ['fullName', 'Full Name'],
  ['company', 'Company'],
  ['jobTitle', 'Job Title'],
] as const;

const message = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong');

function Check({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 focus:ring-2 focus:ring-brand-500 dark:border-slate-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}

/** Edit name, company, job title, roles and Pro. */
export function EditUserModal({ user, isSelf, onClose, onSaved }: { user: AdminUser; isSelf: boolean; onClose: () => void; onSaved: (text: string) => void }) {
  const [form, setForm] = useState<AdminUserUpdate>({
    fullName: user.fullName ?? '',
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? '',
    isAdmin: user.isAdmin,
    isVendorAdmin: user.isVendorAdmin,
    isPro: user.isPro,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useUpdateUser();
  const set = <K extends keyof AdminUserUpdate>(k: K, v: AdminUserUpdate[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminUserUpdate.safeParse(form);
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFields({});
    save.mutate({ id: user.id, body: form }, { onSuccess: () => onSaved(`${user.email} updated`) });
  };

  return (
    <Modal title="Edit User" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {save.error && <Alert tone="error">{message(save.error)}</Alert>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        {textFields.map(([name, label]) => (
          <Field key={name} label={label} value={form[name] ?? ''} onChange={(e) => set(name, e.target.value)} error={fields[name]} maxLength={200} />
        ))}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Roles and plan</legend>
          <Check
            label="Admin"
            checked={form.isAdmin}
            onChange={(v) => set('isAdmin', v)}
            disabled={isSelf && form.isAdmin}
            hint={isSelf ? 'You cannot remove your own admin role' : undefined}
          />
          <Check label="Vendor Admin" checked={form.isVendorAdmin} onChange={(v) => set('isVendorAdmin', v)} />
          <Check label="Pro" checked={form.isPro} onChange={(v) => set('isPro', v)} />
        </fieldset>
        <SubmitRow onCancel={onClose} busy={save.isPending} label="Save Changes" className="flex justify-end gap-2 pt-2" />
      </form>
    </Modal>
  );
}

/** Invite User: e-mails a sign-up link. */
export function InviteUserModal({ onClose, onSent }: { onClose: () => void; onSent: (text: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const invite = useInviteUser();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteUserRequest.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data.email, { onSuccess: (r) => onSent(r.message) });
  };
  return (
    <Modal title="Invite User" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {invite.error && <Alert tone="error">{message(invite.error)}</Alert>}
        <p className="text-sm text-slate-600 dark:text-slate-400">We will e-mail a link to create an account.</p>
        <Field label="Email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
        <SubmitRow onCancel={onClose} busy={invite.isPending} label="Send Invitation" busyLabel="Sending..." className="flex justify-end gap-2 pt-2" />
      </form>
    </Modal>
  );
}

/** Delete with confirmation. */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: AdminUser; onClose: () => void; onDeleted: (text: string) => void }) {
  const remove = useDeleteUser();
  return (
    <Modal title="Delete User" onClose={onClose}>
      {remove.error && (
        <div className="mb-3">
          <Alert tone="error">{message(remove.error)}</Alert>
        </div>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Delete {user.fullName || user.email} ({user.email})? Their account and personal data are removed. This cannot be undone.
      </p>
      <SubmitRow
        onCancel={onClose}
        busy={remove.isPending}
        label="Delete User"
        busyLabel="Deleting..."
        danger
        onConfirm={() => remove.mutate(user.id, { onSuccess: () => onDeleted(`${user.email} deleted`) })}
        className="mt-6 flex justify-end gap-2"
      />
    </Modal>
  );
}

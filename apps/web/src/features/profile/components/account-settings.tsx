import { errorMessage } from '../../../lib/api-client.ts';
import { PASSWORD_MIN, messages } from '@portal/shared/accounts';
import { DELETE_CONFIRMATION } from '@portal/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { signOut } from '../../../lib/session.ts';
import { changePassword, deleteAccount, exportMyData } from '../api/profile-api.ts';
import { useNativeDialog } from '../../../lib/use-native-dialog.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [msg, setMsg] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const m = useMutation({
    mutationFn: () => changePassword({ currentPassword: current, newPassword: next }),
    onSuccess: (r) => {
      setMsg({ tone: 'success', text: r.message });
      setCurrent('');
      setNext('');
      setConfirm('');
    },
    onError: (err) => setMsg({ tone: 'error', text: errorMessage(err) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMsg(null);
    if (!current || !next || !confirm) return setMsg({ tone: 'error', text: messages.fillAll });
    if (next !== confirm) return setMsg({ tone: 'error', text: messages.passwordsMismatch });
    if (next.length < PASSWORD_MIN) return setMsg({ tone: 'error', text: messages.passwordShort });
    m.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-3`} aria-labelledby="pw-heading">
      <h2 id="pw-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="h-5 w-5" aria-hidden="true" /> Change password
      </h2>
      <Field label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      <Field label="New password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <div aria-live="polite">{msg && <Alert tone={msg.tone}>{msg.text}</Alert>}</div>
      <Button type="submit" disabled={m.isPending}>
        {m.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

function DownloadData() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setError(null);
    setBusy(true);
    try {
      const data = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'ai-testing-hub-my-data.json';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${card} space-y-3`} aria-labelledby="data-heading">
      <h2 id="data-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Download className="h-5 w-5" aria-hidden="true" /> Download my data
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">A JSON file with your profile, preferences, trials, registrations, likes and posts.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? 'Preparing…' : 'Download my data'}
      </Button>
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useNativeDialog(open);
  const m = useMutation({
    mutationFn: () => deleteAccount({ password, confirm }),
    onSuccess: async () => {
      await signOut().catch(() => {});
      queryClient.clear();
      navigate(paths.home);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const close = () => {
    setOpen(false);
    setPassword('');
    setConfirm('');
    setError(null);
    opener.current?.focus();
  };
  return (
    <section className={`${card} space-y-3 border-red-200 dark:border-red-900`} aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="flex items-center gap-2 text-lg font-semibold text-red-700 dark:text-red-300">
        <Trash2 className="h-5 w-5" aria-hidden="true" /> Delete account
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Removes your profile, preferences, likes, trials and registrations for good. Your forum posts stay and show as Anonymous.
      </p>
      <button ref={opener} type="button" className={buttonClass('danger')} onClick={() => setOpen(true)}>
        Delete account
      </button>
      <dialog
        ref={dialog}
        onClose={close}
        aria-labelledby="delete-dialog-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <form
          method="dialog"
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (confirm !== DELETE_CONFIRMATION) return setError(`Type ${DELETE_CONFIRMATION} to confirm`);
            if (!password) return setError('Please enter your password');
            m.mutate();
          }}
        >
          <h3 id="delete-dialog-title" className="text-lg font-semibold">
            Delete your account?
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">This cannot be undone.</p>
          <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={m.isPending}>
              {m.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}

export function AccountSettings() {
  return (
    <div className="space-y-6">
      <ChangePassword />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}

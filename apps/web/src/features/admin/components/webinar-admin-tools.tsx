import type { adminWebinar, AdminWebinar } from '@portal/shared/admin';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { api } from '../../../lib/api-client.ts';
import { useRemove } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

// The form (and its schemas) loads when an admin opens it, not with the public webinar list.
const WebinarFormModal = lazy(() => import('./webinar-form.tsx').then((m) => ({ default: m.WebinarFormModal })));

type Target = { id: string; title: string };

/**
 * Admin controls on the public webinar list: Add Webinar, and Edit/Delete on each card (shown on
 * hover and keyboard focus). The server refuses non-admins; `onChanged` refreshes the list.
 */
export function useWebinarAdminTools(onChanged: () => void): { addButton: ReactNode; cardActions: (w: Target) => ReactNode; dialogs: ReactNode } {
  const [editing, setEditing] = useState<AdminWebinar | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remove = useRemove('webinars');

  const openEdit = async (w: Target) => {
    setMessage(null);
    try {
      setEditing(await api<typeof adminWebinar>(`/api/admin/webinars/${encodeURIComponent(w.id)}`));
    } catch (err) {
      setMessage({ tone: 'error', text: errorMessage(err) });
    }
  };

  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="h-4 w-4" aria-hidden="true" /> Add Webinar
    </Button>
  );

  const cardActions = (w: Target) => (
    <span className="flex gap-1 opacity-100 transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-within:opacity-100">
      <button
        type="button"
        onClick={() => openEdit(w)}
        aria-label={`Edit ${w.title}`}
        className="rounded-md bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white dark:bg-slate-800 dark:text-slate-200"
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => setDeleting(w)}
        aria-label={`Delete ${w.title}`}
        className="rounded-md bg-white/90 p-1.5 text-red-600 shadow hover:bg-white dark:bg-slate-800"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </span>
  );

  const dialogs = (
    <>
      {message && (
        <div className="mb-4">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <WebinarFormModal
            webinar={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(text) => {
              setEditing(null);
              setMessage({ tone: 'success', text });
              onChanged();
            }}
          />
        </Suspense>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete webinar"
          message={`Delete "${deleting.title}"? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setMessage({ tone: 'success', text: 'Webinar deleted.' });
                setDeleting(null);
                onChanged();
              },
              onError: (err) => {
                setMessage({ tone: 'error', text: errorMessage(err) });
                setDeleting(null);
              },
            })
          }
        />
      )}
    </>
  );

  return { addButton, cardActions, dialogs };
}

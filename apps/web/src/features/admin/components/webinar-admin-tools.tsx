import type { AdminWebinar } from '@portal/shared/admin';
import { adminResources } from '@portal/shared/admin-resources';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { call } from '../../../lib/api-contract.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { RemoveConfirm } from './remove-confirm.tsx';

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

  const openEdit = async (w: Target) => {
    setMessage(null);
    try {
      setEditing(await call(adminResources.webinars.contracts.get, { params: { id: w.id } }));
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
      {[
        { label: `Edit ${w.title}`, onClick: () => openEdit(w), Icon: Pencil, tone: 'text-slate-700 dark:text-slate-200' },
        { label: `Delete ${w.title}`, onClick: () => setDeleting(w), Icon: Trash2, tone: 'text-red-600' },
      ].map(({ label, onClick, Icon, tone }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          aria-label={label}
          className={`rounded-md bg-white/90 p-1.5 ${tone} shadow hover:bg-white dark:bg-slate-800`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      ))}
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
        <RemoveConfirm
          resource="webinars"
          row={deleting}
          config={{ title: 'Delete webinar', message: (w) => `Delete "${w.title}"? This cannot be undone.`, done: 'Webinar deleted.' }}
          onClose={() => setDeleting(null)}
          onDone={onChanged}
          notify={(tone, text) => setMessage({ tone, text })}
        />
      )}
    </>
  );

  return { addButton, cardActions, dialogs };
}

import { type EmailTemplate, templateKindLabels, templateKinds } from '@portal/shared/email-templates';
import { useQuery } from '@tanstack/react-query';
import { format } from '../../../lib/format.ts';
import { Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { emailTemplatesQuery } from '../api/email-templates-api.ts';
import { TemplateEditModal } from './template-edit-modal.tsx';

/** Templates grouped under a heading per kind (Webinar, Job, ..., Other), each with an Edit button. */
export function EmailTemplatesList() {
  const q = useQuery(emailTemplatesQuery());
  const [editing, setEditing] = useState<EmailTemplate | null>(null);

  if (q.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading templates
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  if (q.isError) return <Alert tone="error">{q.error.message}</Alert>;
  if (!q.data.items.length)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <Mail className="mx-auto mb-2 h-8 w-8" aria-hidden="true" />
        No email templates found.
      </div>
    );

  const groups = templateKinds.map((kind) => ({ kind, items: q.data.items.filter((t) => t.kind === kind) })).filter((g) => g.items.length);

  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`kind-${g.kind}`}>
          <h2 id={`kind-${g.kind}`} className="mb-3 text-lg font-semibold">
            {templateKindLabels[g.kind]}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {g.items.map((t) => (
              <li key={t.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium">{t.name}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    <span className="sr-only">Subject: </span>
                    {t.subject}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">Last updated {format(new Date(t.updatedAt), 'MMM d, yyyy h:mm a')}</p>
                </div>
                <button
                  type="button"
                  onClick={() => setEditing(t)}
                  aria-label={`Edit ${t.name}`}
                  className="inline-flex items-center gap-1 self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:self-auto dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing && <TemplateEditModal template={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

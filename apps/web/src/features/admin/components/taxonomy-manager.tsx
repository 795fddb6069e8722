import type { TaxonomyTerm } from '@portal/shared/capabilities';
import { type TaxonomyKind, taxonomyKindLabels, taxonomyKinds } from '@portal/shared/capabilities-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { capabilityKeys, createTerm, deleteTerm, type TermBody, updateTerm, useTaxonomy } from '../api/capabilities-api.ts';

type Editing = { kind: TaxonomyKind; term: TaxonomyTerm | null };

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

function TermModal({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: (m: string) => void }) {
  const t = editing.term;
  const [name, setName] = useState(t?.name ?? '');
  const [slug, setSlug] = useState(t?.slug ?? '');
  const [description, setDescription] = useState(t?.description ?? '');
  const [sortOrder, setSortOrder] = useState(String(t?.sortOrder ?? 100));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body: TermBody = { name: name.trim(), description: description.trim(), sortOrder: Number(sortOrder) || 0 };
      return t ? updateTerm(editing.kind, t.slug, body) : createTerm(editing.kind, slug || slugOf(name), body);
    },
    onSuccess: () => onSaved(t ? `${name} saved` : `${name} added`),
    onError: (err) => setError(errorMessage(err, 'Could not save the term')),
  });
  const label = taxonomyKindLabels[editing.kind].one;
  return (
    <Modal title={t ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Field label="Name" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Slug"
          value={t ? t.slug : slug}
          placeholder={slugOf(name)}
          disabled={!!t}
          maxLength={60}
          hint={t ? 'The slug is kept in filter URLs and never changes' : 'Lower-case letters, digits and hyphens; used in filter URLs'}
          onChange={(e) => setSlug(e.target.value)}
        />
        <Field label="Description" maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} />
        <Field label="Sort order" type="number" min={0} max={9999} value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        {error && <Alert tone="error">{error}</Alert>}
        <FormActions onCancel={onClose} busy={save.isPending} label="Save" busyLabel="Saving…" />
      </form>
    </Modal>
  );
}

/** The capability taxonomy: categories, frameworks, languages and CI integrations vendors claim (docs/decisions/2301). */
export function TaxonomyManager() {
  const q = useTaxonomy();
  const notice = useNotice();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<TaxonomyTerm | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: capabilityKeys.taxonomy });
  const remove = useMutation({
    mutationFn: (t: TaxonomyTerm) => deleteTerm(t.kind, t.slug),
    onSuccess: (_r, t) => {
      setRemoving(null);
      notice('success', `${t.name} deleted`);
      void refresh();
    },
    onError: (err) => notice('error', errorMessage(err, 'Could not delete the term')),
  });
  const header = <PageHeader title="Capability Taxonomy" compact />;
  if (q.isError)
    return (
      <>
        {header}
        <Alert tone="error">{errorMessage(q.error, 'Could not load the taxonomy')}</Alert>
      </>
    );
  if (!q.data)
    return (
      <>
        {header}
        <p role="status">Loading…</p>
      </>
    );
  return (
    <div className="min-w-0 space-y-8">
      {header}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The terms vendors’ capability profiles use and the /vendors filters offer. Deleting a term removes it from every profile.
      </p>
      {taxonomyKinds.map((kind) => {
        const rows = q.data.items.filter((t) => t.kind === kind);
        const label = taxonomyKindLabels[kind];
        return (
          <section key={kind} aria-labelledby={`tx-${kind}`}>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id={`tx-${kind}`} className="text-lg font-semibold">
                {label.many}
              </h2>
              <Button variant="secondary" onClick={() => setEditing({ kind, term: null })}>
                Add {label.one.toLowerCase()}
              </Button>
            </div>
            <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
              <table className="w-full text-sm">
                <caption className="sr-only">{label.many}</caption>
                <thead className="bg-slate-50 text-left dark:bg-slate-900">
                  <tr>
                    <th scope="col" className="p-3">
                      Name
                    </th>
                    <th scope="col" className="hidden p-3 sm:table-cell">
                      Slug
                    </th>
                    <th scope="col" className="hidden p-3 sm:table-cell">
                      Order
                    </th>
                    <th scope="col" className="p-3">
                      Vendors
                    </th>
                    <th scope="col" className="p-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((t) => (
                    <tr key={t.slug} className="border-t border-slate-100 dark:border-slate-800">
                      <th scope="row" className="p-3 text-left font-medium">
                        {t.name}
                        {t.description && <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{t.description}</span>}
                      </th>
                      <td className="hidden p-3 font-mono text-xs sm:table-cell">{t.slug}</td>
                      <td className="hidden p-3 tabular-nums sm:table-cell">{t.sortOrder}</td>
                      <td className="p-3 tabular-nums">{t.vendorCount}</td>
                      <td className="p-3 text-right whitespace-nowrap">
                        <Button variant="ghost" className="text-xs" onClick={() => setEditing({ kind, term: t })} aria-label={`Edit ${t.name}`}>
                          Edit
                        </Button>
                        <Button variant="ghost" className="text-xs" onClick={() => setRemoving(t)} aria-label={`Delete ${t.name}`}>
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      {editing && (
        <TermModal
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            notice('success', m);
            void refresh();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Delete term"
          message={`Delete ${removing.name}? It is removed from ${removing.vendorCount} vendor profile${removing.vendorCount === 1 ? '' : 's'}.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

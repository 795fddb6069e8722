import { type AdminCert, type AdminCourse, adminCertList, adminCourseList, certSortKeys, suggestionsResponse } from '@portal/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { Plus, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { api } from '../../../lib/api-client.ts';
import { errorMessage, useAdminList, useRemove, useSend } from '../api/admin-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersistedSort } from '../hooks/use-persisted-sort.ts';
import { EditDelete, fmtDate, IconButton, PageHeader, Toolbar } from './admin-ui.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ContentFormModal } from './content-form-modal.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { SearchBox } from './form-controls.tsx';
import { useNotice } from './notice.tsx';
import { VendorFilter } from './vendor-select.tsx';

type Row = AdminCert | AdminCourse;
const linkOf = (r: Row) => ('certification_link' in r ? r.certification_link : r.course_link);

/** Course search: up to 5 suggestions once the text is longer than 2 characters; the list hides 200 ms after blur. */
function CourseSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  const q = useDebounced(value.trim(), 200);
  const sugg = useQuery({
    queryKey: ['admin', 'ai-courses', 'suggestions', q],
    queryFn: ({ signal }) => api(`/api/admin/ai-courses/suggestions?q=${encodeURIComponent(q)}`, suggestionsResponse, { signal }),
    enabled: q.length > 2,
  });
  const items = q.length > 2 ? (sugg.data?.suggestions ?? []) : [];
  const showing = open && items.length > 0;
  // Screen readers hear how many suggestions there are; the announcement clears after 1 s.
  const [announce, setAnnounce] = useState('');
  const count = showing ? items.length : 0;
  useEffect(() => {
    if (!count) return;
    setAnnounce(`${count} suggestion${count === 1 ? '' : 's'} available`);
    const t = setTimeout(() => setAnnounce(''), 1000);
    return () => clearTimeout(t);
  }, [count]);
  return (
    <div className="relative min-w-0 flex-1">
      <span role="status" className="sr-only">
        {announce}
      </span>
      <label htmlFor={id} className="sr-only">
        Search AI courses
      </label>
      <input
        id={id}
        type="search"
        aria-controls={showing ? `${id}-list` : undefined}
        aria-expanded={showing}
        role="combobox"
        aria-autocomplete="list"
        placeholder="Search AI courses..."
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          hide.current = setTimeout(() => setOpen(false), 200);
        }}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className={inputClass}
      />
      {showing && (
        <ul
          id={`${id}-list`}
          aria-label="Suggestions"
          className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {items.map((s) => (
            <li key={s}>
              <button
                type="button"
                className="block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  clearTimeout(hide.current);
                  onChange(s);
                  setOpen(false);
                }}
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Manage Certifications (sortable, sort remembered) and Manage AI Courses (no sorting, search suggestions). */
export function ContentManager({ kind }: { kind: 'certification' | 'course' }) {
  const isCert = kind === 'certification';
  const resource = isCert ? 'certifications' : 'ai-courses';
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [vendorId, setVendorId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, toggleSort] = usePersistedSort(isCert ? 'admin.certifications.sort' : null, certSortKeys, { field: 'created_at', dir: 'desc' });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const q = useDebounced(search.trim());
  const params = isCert ? { search: q, vendorId, sort: sort.field, dir: sort.dir, page, pageSize: 20 } : { search: q, vendorId, page, pageSize: 20 };
  const list = useAdminList(resource, params, isCert ? adminCertList : adminCourseList);
  const remove = useRemove(resource);
  const notify = useSend(resource, 'notify');
  const noun = isCert ? 'Certification' : 'AI Course';
  const columns: Column<Row, (typeof certSortKeys)[number]>[] = [
    { key: 'name', label: 'Name', sort: 'name', render: (r) => <span className="font-medium">{r.name}</span> },
    { key: 'vendor', label: 'Vendor', sort: 'vendor', render: (r) => r.vendor?.name ?? '—' },
    {
      key: 'description',
      label: 'Description',
      sort: 'description',
      className: 'max-w-xs',
      render: (r) => <span className="line-clamp-2">{r.description}</span>,
    },
    {
      key: 'link',
      label: isCert ? 'Link' : 'Course Link',
      sort: 'certification_link',
      render: (r) =>
        linkOf(r) ? (
          <a href={linkOf(r) ?? '#'} target="_blank" rel="noreferrer" className="text-brand-700 underline dark:text-brand-300">
            Open
          </a>
        ) : (
          '—'
        ),
    },
    ...(isCert
      ? ([
          { key: 'created', label: 'Created', sort: 'created_at', render: (r: Row) => fmtDate(r.created_at) },
          { key: 'updated', label: 'Updated', sort: 'updated_at', render: (r: Row) => fmtDate('updated_at' in r ? r.updated_at : null) },
        ] as Column<Row, (typeof certSortKeys)[number]>[])
      : []),
  ];
  return (
    <section>
      <PageHeader title={isCert ? 'Manage Certifications' : 'Manage AI Courses'}>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add {noun}
        </Button>
      </PageHeader>
      <Toolbar>
        {isCert ? (
          <SearchBox
            label="Search certifications"
            placeholder="Search certifications..."
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        ) : (
          <CourseSearch
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        )}
        <VendorFilter
          value={vendorId}
          onChange={(v) => {
            setVendorId(v);
            setPage(1);
          }}
        />
        {(search || vendorId) && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setVendorId('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        )}
      </Toolbar>
      <DataTable
        caption={isCert ? 'Certifications' : 'AI courses'}
        columns={isCert ? columns : columns.map(({ sort: _, ...c }) => c)}
        rows={list.data?.items as Row[] | undefined}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : isCert ? 'No certifications found.' : 'No AI courses found.'}
        sort={isCert ? sort : undefined}
        onSort={isCert ? toggleSort : undefined}
        actions={(r) => (
          <>
            <IconButton
              label={`Notify subscribers about ${r.name}`}
              onClick={() =>
                notify.mutate(
                  { id: r.id },
                  { onSuccess: (res) => notice('success', `Subscribers notified. Sent: ${res.sent}`), onError: (err) => notice('error', errorMessage(err)) },
                )
              }
            >
              <Send className="h-4 w-4" aria-hidden="true" />
            </IconButton>
            <EditDelete name={r.name} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />
          </>
        )}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {editing !== undefined && (
        <ContentFormModal
          kind={kind}
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            setEditing(undefined);
            notice('success', m);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${noun.toLowerCase()}`}
          message={`Delete '${deleting.name}'? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notice('success', `${noun} deleted`),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </section>
  );
}

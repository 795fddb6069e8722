import { type AdminCert, type AdminCourse, certSortKeys } from '@portal/shared/admin';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { fmtDate } from './admin-ui.tsx';
import { type ContentValues, contentForm } from './content-form.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { useCourseSuggestions } from '../api/admin-api.ts';
import { ResourceScreen } from './resource-screen.tsx';
import { SendButton, vendorFilter } from './screen-parts.tsx';

type Row = AdminCert | AdminCourse;
const linkOf = (r: Row) => ('certificationLink' in r ? r.certificationLink : r.courseLink);

/** Course search: up to 5 suggestions once the text is longer than 2 characters; the list hides 200 ms after blur. */
function CourseSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  const q = useDebounced(value.trim(), 200);
  const sugg = useCourseSuggestions(q);
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
      sort: 'certificationLink',
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
          { key: 'created', label: 'Created', sort: 'createdAt', render: (r: Row) => fmtDate(r.createdAt) },
          { key: 'updated', label: 'Updated', sort: 'updatedAt', render: (r: Row) => fmtDate('updatedAt' in r ? r.updatedAt : null) },
        ] as Column<Row, (typeof certSortKeys)[number]>[])
      : []),
  ];
  return (
    <ResourceScreen<Row, (typeof certSortKeys)[number], ContentValues>
      key={kind}
      resource={resource}
      texts={{
        title: isCert ? 'Manage Certifications' : 'Manage AI Courses',
        add: `Add ${noun}`,
        caption: isCert ? 'Certifications' : 'AI courses',
        search: 'certifications',
      }}
      searchBox={isCert ? undefined : (value, onChange) => <CourseSearch value={value} onChange={onChange} />}
      filters={[vendorFilter()]}
      sort={isCert ? { storageKey: 'admin.certifications.sort', keys: certSortKeys, initial: { field: 'createdAt', dir: 'desc' } } : undefined}
      columns={isCert ? columns : columns.map(({ sort: _, ...c }) => c)}
      empty={() => (isCert ? 'No certifications found.' : 'No AI courses found.')}
      rowName={(r) => r.name}
      rowActions={(r, notice) => (
        <SendButton
          resource={resource}
          action="notify"
          id={r.id}
          label={`Notify subscribers about ${r.name}`}
          icon={Send}
          done={(res) => `Subscribers notified. Sent: ${res.sent}`}
          notice={notice}
        />
      )}
      remove={{ title: `Delete ${noun.toLowerCase()}`, message: (r) => `Delete '${r.name}'? This cannot be undone.`, done: `${noun} deleted` }}
      form={contentForm(kind)}
    />
  );
}

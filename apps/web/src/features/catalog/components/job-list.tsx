import { formatTotal } from '@portal/shared/api-text';
import { experienceLabels, experienceLevels, jobTypes } from '@portal/shared/catalog';
import { type JobSort, jobSortLabels, jobSorts } from '@portal/shared/catalog-text';
import { type ReactNode, useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { type SelectProps, SelectField } from '../../../components/ui/select-field.tsx';
import { useTitle } from '../../../lib/use-title.ts';
import { useJobList } from '../api/catalog-list-queries.ts';
import type { ListParams } from '../api/catalog-queries.ts';
import { useQueryState } from '../hooks/use-query-state.ts';
import { CollapsibleFilters } from './filters.tsx';
import { JobCard } from './job-card.tsx';
import { ListBody, SearchRow } from './list-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The jobs filters' select: label above, no fixed width. */
const Select = (p: SelectProps) => <SelectField className="space-y-1" labelClassName="block text-sm font-medium" {...p} />;

function NumberInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Labelled label={label}>
      {(id) => <input id={id} type="number" min={0} step={1000} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Labelled>
  );
}

const filterNames = ['location', 'experience', 'jobType', 'salaryMin', 'salaryMax', 'vendor'] as const;

/** The list's parameters from the page's query string: the screen's and the route's declared data (same key). */
export function jobListParams(qs: URLSearchParams): ListParams {
  const get = (name: string) => qs.get(name) ?? '';
  const sort = get('sort');
  return {
    search: get('search') || undefined,
    ...Object.fromEntries(filterNames.map((n) => [n, get(n) || undefined])),
    sort: (jobSorts as readonly string[]).includes(sort) ? sort : 'newest',
  };
}

/** `actions` sit beside the title (e.g. 'Create job alert'). */
export function JobList({ actions }: { actions?: ReactNode } = {}) {
  useTitle('Jobs', 'Jobs in AI-powered test automation.');
  const qs = useQueryState();
  const search = qs.get('search');
  const sort: JobSort = qs.oneOf('sort', jobSorts, 'newest');
  const q = useJobList(jobListParams(qs.params));
  const first = q.data?.pages[0];
  const total = first?.total ?? 0;
  const active = filterNames.filter((n) => qs.get(n)).length;
  /** A filter control's value and change, kept in the query string. */
  const bind = (name: (typeof filterNames)[number]) => ({ value: qs.get(name), onChange: (v: string) => qs.set({ [name]: v }) });
  return (
    <section>
      <PageHeader title="Job Opportunities" subtitle="Roles in AI-powered test automation.">
        {actions}
      </PageHeader>
      <SearchRow value={search} onChange={(v) => qs.set({ search: v })} placeholder="Search jobs..." label="Search jobs" align="end">
        <div className="sm:w-56">
          <Select
            label="Sort by"
            value={sort}
            onChange={(v) => qs.set({ sort: v === 'newest' ? '' : v })}
            options={jobSorts.map((s) => ({ value: s, label: jobSortLabels[s] }))}
          />
        </div>
      </SearchRow>
      <div className="mb-4">
        <CollapsibleFilters active={active} label="Advanced Filters">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Select
              label="Location"
              {...bind('location')}
              options={[{ value: '', label: 'All locations' }, ...(first?.locations ?? []).map((l) => ({ value: l, label: l }))]}
            />
            <Select
              label="Experience"
              {...bind('experience')}
              options={[{ value: '', label: 'All levels' }, ...experienceLevels.map((l) => ({ value: l, label: experienceLabels[l] }))]}
            />
            <Select label="Job type" {...bind('jobType')} options={[{ value: '', label: 'All types' }, ...jobTypes.map((t) => ({ value: t, label: t }))]} />
            <NumberInput label="Minimum salary" {...bind('salaryMin')} />
            <NumberInput label="Maximum salary" {...bind('salaryMax')} />
            <Select
              label="Vendor"
              {...bind('vendor')}
              options={[{ value: '', label: 'All vendors' }, ...(first?.vendors ?? []).map((v) => ({ value: v.id, label: v.name }))]}
            />
          </div>
        </CollapsibleFilters>
      </div>
      {!q.isPending && !q.isError && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="result-count">
          {formatTotal(total, first?.totalCapped)} {total === 1 ? 'job' : 'jobs'} found
        </p>
      )}
      <ListBody
        q={q}
        empty="No jobs found matching your criteria."
        onClear={search || active ? qs.clear : undefined}
        card={(j) => <JobCard key={j.id} job={j} />}
      />
    </section>
  );
}

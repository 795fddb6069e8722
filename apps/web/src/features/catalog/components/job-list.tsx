import { formatTotal } from '@portal/shared/api-text';
import { experienceLabels, experienceLevels, jobTypes } from '@portal/shared/catalog';
import { type JobSort, jobSortLabels, jobSorts } from '@portal/shared/catalog-text';
import { type ReactNode, useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTitle } from '../../../lib/use-title.ts';
import { useJobList } from '../api/catalog-queries.ts';
import { useQueryState } from '../hooks/use-query-state.ts';
import { CollapsibleFilters } from './filters.tsx';
import { JobCard } from './job-card.tsx';
import { EmptyState, ErrorState, Grid, LoadMore, PageHeader, SearchBox, SkeletonGrid } from './list-parts.tsx';

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} type="number" min={0} step={1000} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** `actions` sit beside the title (e.g. 'Create job alert'). */
export function JobList({ actions }: { actions?: ReactNode } = {}) {
  useTitle('Jobs', 'Jobs in AI-powered test automation.');
  const qs = useQueryState();
  const search = qs.get('search');
  const location = qs.get('location');
  const experience = qs.get('experience');
  const jobType = qs.get('jobType');
  const salaryMin = qs.get('salaryMin');
  const salaryMax = qs.get('salaryMax');
  const vendor = qs.get('vendor');
  const sort: JobSort = (jobSorts as readonly string[]).includes(qs.get('sort')) ? (qs.get('sort') as JobSort) : 'newest';
  const q = useJobList({
    search: search || undefined,
    location: location || undefined,
    experience: experience || undefined,
    jobType: jobType || undefined,
    salaryMin: salaryMin || undefined,
    salaryMax: salaryMax || undefined,
    vendor: vendor || undefined,
    sort,
  });
  const first = q.data?.pages[0];
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = first?.total ?? 0;
  const active = [location, experience, jobType, salaryMin, salaryMax, vendor].filter(Boolean).length;
  return (
    <section>
      <PageHeader title="Job Opportunities" subtitle="Roles in AI-powered test automation.">
        {actions}
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchBox value={search} onChange={(v) => qs.set({ search: v })} placeholder="Search jobs..." label="Search jobs" />
        </div>
        <div className="sm:w-56">
          <Select
            label="Sort by"
            value={sort}
            onChange={(v) => qs.set({ sort: v === 'newest' ? '' : v })}
            options={jobSorts.map((s) => ({ value: s, label: jobSortLabels[s] }))}
          />
        </div>
      </div>
      <div className="mb-4">
        <CollapsibleFilters active={active} label="Advanced Filters">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Select
              label="Location"
              value={location}
              onChange={(v) => qs.set({ location: v })}
              options={[{ value: '', label: 'All locations' }, ...(first?.locations ?? []).map((l) => ({ value: l, label: l }))]}
            />
            <Select
              label="Experience"
              value={experience}
              onChange={(v) => qs.set({ experience: v })}
              options={[{ value: '', label: 'All levels' }, ...experienceLevels.map((l) => ({ value: l, label: experienceLabels[l] }))]}
            />
            <Select
              label="Job type"
              value={jobType}
              onChange={(v) => qs.set({ jobType: v })}
              options={[{ value: '', label: 'All types' }, ...jobTypes.map((t) => ({ value: t, label: t }))]}
            />
            <NumberInput label="Minimum salary" value={salaryMin} onChange={(v) => qs.set({ salaryMin: v })} />
            <NumberInput label="Maximum salary" value={salaryMax} onChange={(v) => qs.set({ salaryMax: v })} />
            <Select
              label="Vendor"
              value={vendor}
              onChange={(v) => qs.set({ vendor: v })}
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
      {q.isPending ? (
        <SkeletonGrid count={6} />
      ) : q.isError ? (
        <ErrorState error={q.error} />
      ) : items.length === 0 ? (
        <EmptyState
          message="No jobs found matching your criteria."
          onClear={search || location || experience || jobType || salaryMin || salaryMax || vendor ? qs.clear : undefined}
        />
      ) : (
        <>
          <Grid>
            {items.map((j) => (
              <JobCard key={j.id} job={j} />
            ))}
          </Grid>
          <LoadMore
            hasMore={!!q.hasNextPage}
            loading={q.isFetchingNextPage}
            onMore={() => q.fetchNextPage()}
            shown={items.length}
            total={total}
            capped={first?.totalCapped}
          />
        </>
      )}
    </section>
  );
}

import { contentTypeFilterLabels, likeContentTypes } from '@portal/shared/leads';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import type { LeadFilters } from '../api/leads-api.ts';

/** Search (applied on submit), the content type filter and Clear filters. */
export function LeadsFilters({ filters, setFilters }: { filters: LeadFilters; setFilters: (f: (prev: LeadFilters) => LeadFilters) => void }) {
  const [draft, setDraft] = useState(filters.search);
  const filtered = !!(filters.search || filters.contentType !== 'all');
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilters((f) => ({ ...f, search: draft.trim(), page: 1 }));
  };
  return (
    <search className="mt-6 block">
      <form onSubmit={onSearch} className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <label htmlFor="leads-search" className="sr-only">
            Search likes
          </label>
          <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            id="leads-search"
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Search by user name, email, company, or content..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <div>
          <label htmlFor="leads-type" className="sr-only">
            Content type
          </label>
          <select
            id="leads-type"
            className={inputClass}
            value={filters.contentType}
            onChange={(e) => setFilters((f) => ({ ...f, contentType: e.target.value as LeadFilters['contentType'], page: 1 }))}
          >
            <option value="all">All Content Types</option>
            <OptionList values={likeContentTypes} labels={contentTypeFilterLabels} />
          </select>
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setFilters(() => ({ search: '', contentType: 'all', page: 1 }));
            }}
          >
            Clear filters
          </Button>
        )}
      </form>
    </search>
  );
}

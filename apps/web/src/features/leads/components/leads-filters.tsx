import { contentTypeFilterLabels, likeContentTypes } from '@portal/shared/leads';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ClearFiltersButton, FilterSelect } from '../../../components/ui/filter-controls.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
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
        <SearchBox id="leads-search" label="Search likes" value={draft} onChange={setDraft} placeholder="Search by user name, email, company, or content..." />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <FilterSelect
          id="leads-type"
          label="Content type"
          value={filters.contentType}
          onChange={(v) => setFilters((f) => ({ ...f, contentType: v as LeadFilters['contentType'], page: 1 }))}
        >
          <option value="all">All Content Types</option>
          <OptionList values={likeContentTypes} labels={contentTypeFilterLabels} />
        </FilterSelect>
        <ClearFiltersButton
          show={filtered}
          onClear={() => {
            setDraft('');
            setFilters(() => ({ search: '', contentType: 'all', page: 1 }));
          }}
        />
      </form>
    </search>
  );
}

import { contentTypeFilterLabels, likeContentTypes } from '@portal/shared/leads';
import { useState } from 'react';
import { FilterSelect, SearchFilterForm } from '../../../components/ui/filter-controls.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import type { LeadFilters } from '../api/leads-api.ts';

/** Search (applied on submit), the content type filter and Clear filters. */
export function LeadsFilters({ filters, setFilters }: { filters: LeadFilters; setFilters: (f: (prev: LeadFilters) => LeadFilters) => void }) {
  const [draft, setDraft] = useState(filters.search);
  const filtered = !!(filters.search || filters.contentType !== 'all');
  return (
    <SearchFilterForm
      className="flex flex-col gap-3 md:flex-row md:items-center"
      search={{ id: 'leads-search', label: 'Search likes', placeholder: 'Search by user name, email, company, or content...' }}
      value={draft}
      onChange={setDraft}
      onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))}
      clear={{ show: filtered, onClear: () => setFilters(() => ({ search: '', contentType: 'all', page: 1 })) }}
    >
      <FilterSelect
        id="leads-type"
        label="Content type"
        value={filters.contentType}
        onChange={(v) => setFilters((f) => ({ ...f, contentType: v as LeadFilters['contentType'], page: 1 }))}
      >
        <option value="all">All Content Types</option>
        <OptionList values={likeContentTypes} labels={contentTypeFilterLabels} />
      </FilterSelect>
    </SearchFilterForm>
  );
}

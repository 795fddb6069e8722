import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { inputClass } from './field.tsx';
import { SearchBox, SearchForm } from './search-box.tsx';

/** A filter-row select whose label only screen readers hear; its `<option>`s are the children. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  /** The field's name in a GET form (the URL parameter it sets). */
  name?: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name={name} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The filter row's "Clear filters", shown only while some filter is set. */
export function ClearFiltersButton({ show, onClear }: { show: boolean; onClear: () => void }) {
  if (!show) return null;
  return (
    <Button variant="ghost" onClick={onClear}>
      Clear filters
    </Button>
  );
}

/**
 * A page's filter row: a search box applied on Search (its trimmed text), the page's own filters, then Clear filters.
 * A GET form to the page (`search.name` and the filters' `fields` as URL parameters), so it works before the app runs.
 */
export function SearchFilterForm({
  className,
  search,
  fields,
  value,
  onChange,
  onSearch,
  clear,
  children,
}: {
  className: string;
  search: { id: string; label: string; placeholder: string; name?: string };
  /** The URL parameters the filters in `children` set (their `name`s). */
  fields?: string[];
  value: string;
  onChange: (v: string) => void;
  onSearch: (term: string) => void;
  /** Clear filters: shown while `show`; it empties the search box, then `onClear` resets the page's filters. */
  clear: { show: boolean; onClear: () => void };
  children: ReactNode;
}) {
  return (
    <SearchForm name={search.name} fields={fields} className="mt-6 block" formClassName={className} onSubmit={() => onSearch(value.trim())}>
      <SearchBox {...search} value={value} onChange={onChange} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {children}
      <ClearFiltersButton
        show={clear.show}
        onClear={() => {
          onChange('');
          clear.onClear();
        }}
      />
    </SearchForm>
  );
}

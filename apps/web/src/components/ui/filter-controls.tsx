import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { inputClass } from './field.tsx';

/** A filter-row select whose label only screen readers hear; its `<option>`s are the children. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
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
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
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

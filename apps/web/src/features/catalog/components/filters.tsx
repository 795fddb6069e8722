import { type ReactNode, useId, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A 'Filters' button that shows and hides its panel. */
export function CollapsibleFilters({ children, active, label = 'Filters' }: { children: ReactNode; active: number; label?: string }) {
  const [open, setOpen] = useState(active > 0);
  const id = useId();
  return (
    <div>
      <button type="button" className={buttonClass('secondary')} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        <Icon name="sliders-horizontal" className="h-4 w-4" /> {label}
        {active > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{active}</span>}
      </button>
      {open && (
        <div id={id} className="mt-3 grid gap-5 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          {children}
        </div>
      )}
    </div>
  );
}

/** Sort buttons: the active one flips direction; another sorts ascending. */
export function SortButtons<K extends string>({
  options,
  sort,
  dir,
  onChange,
}: {
  /** Each sort's label, in button order. */
  options: Record<K, string>;
  /** Undefined: the list's default order, no button pressed. */
  sort: K | undefined;
  dir: 'asc' | 'desc';
  onChange: (sort: K, dir: 'asc' | 'desc') => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Sort by</legend>
      <span className="text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
        Sort by:
      </span>
      {(Object.entries(options) as [K, string][]).map(([key, label]) => {
        const active = key === sort;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={active}
            aria-label={`${label}${active ? (dir === 'asc' ? ', ascending' : ', descending') : ''}`}
            className={buttonClass(active ? 'primary' : 'secondary')}
            onClick={() => onChange(key, active ? (dir === 'asc' ? 'desc' : 'asc') : 'asc')}
          >
            {label}
            {active && (dir === 'asc' ? <Icon name="arrow-up" className="h-3.5 w-3.5" /> : <Icon name="arrow-down" className="h-3.5 w-3.5" />)}
          </button>
        );
      })}
    </fieldset>
  );
}

import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from './field.tsx';

/** A search input with the magnifier inside it and a label for screen readers. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  className = 'relative flex-1',
  inputClassName = `${inputClass} pl-9`,
}: {
  /** A fixed id where a page links to the field; otherwise one is made. */
  id?: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  className?: string;
  inputClassName?: string;
}) {
  const made = useId();
  const inputId = id ?? made;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
      <input id={inputId} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className={inputClassName} />
    </div>
  );
}

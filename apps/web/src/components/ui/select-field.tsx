import { useId } from 'react';
import { inputClass } from './field.tsx';

export type Option = { value: string; label: string };
export type SelectProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Option[];
  /** A first, empty choice ('Select a vendor'). */
  placeholder?: string;
  error?: string;
  name?: string;
  /** Set by a form whose error banner describes this field. */
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The one labelled select: options as {value, label}, an optional empty first choice, the error linked for screen
 * readers; a screen may give its own wrapper and label look (filters, admin forms, toolbars).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  name,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  className = 'sm:w-44',
  labelClassName = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200',
}: SelectProps & { className?: string; labelClassName?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-err` : describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-err`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The `<option>`s of a select: each value with its label. */
export function OptionList<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels[v]}
    </option>
  ));
}

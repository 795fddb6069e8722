import { useId } from 'react';
import { inputClass } from './field.tsx';

export type SelectProps = { label: string; value: string; onChange: (v: string) => void; options: [string, string][] };

/** A labelled select of [value, label] options; a screen may give its own wrapper and label look. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  className = 'sm:w-44',
  labelClassName = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200',
}: SelectProps & { className?: string; labelClassName?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
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

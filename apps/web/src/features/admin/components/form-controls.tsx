import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

function Described({ id, error, hint, children }: { id: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function TextArea({ label, error, hint, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Described id={id} error={error} hint={hint}>
        <textarea id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
      </Described>
    </div>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; options: { value: string; label: string }[]; placeholder?: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Described id={id} error={error}>
        <select id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Described>
    </div>
  );
}

/** A compact labelled select for toolbars. */
export function FilterSelect({
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
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} sm:w-48`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} className={inputClass} />
    </div>
  );
}

/** Submit/cancel row of a modal form; it sticks to the bottom of the screen while a long form scrolls. */
export function FormButtons({ onCancel, pending, submitLabel }: { onCancel: () => void; pending: boolean; submitLabel: string }) {
  return (
    <div className="sticky -bottom-4 z-10 -mx-5 -mb-4 flex justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-white px-5 py-3 sm:-bottom-8 dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-md border border-slate-300 px-4 py-2 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Cancel
      </button>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}

import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

type Option = { value: string; label: string };
type Described = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label (or, in toolbars, a screen-reader-only one), the control made by `children` with its id
 * and aria links, then the hint and the error.
 */
function Labelled({
  label,
  error,
  hint,
  hidden = false,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  hidden?: boolean;
  className?: string;
  children: (a: Described) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hidden ? 'sr-only' : 'block text-sm font-medium text-slate-700 dark:text-slate-200'}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
    </div>
  );
}

const options = (list: Option[]) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

export function TextArea({ label, error, hint, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <Labelled label={label} error={error} hint={hint} className="space-y-1">
      {(a) => <textarea className={inputClass} {...a} {...props} />}
    </Labelled>
  );
}

/** A compact select for toolbars (its label is for screen readers). */
export function FilterSelect({ label, value, onChange, options: list }: { label: string; value: string; onChange: (v: string) => void; options: Option[] }) {
  return (
    <Labelled label={label} hidden>
      {(a) => (
        <select id={a.id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} sm:w-48`}>
          {options(list)}
        </select>
      )}
    </Labelled>
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

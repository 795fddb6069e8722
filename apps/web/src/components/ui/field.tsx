import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

type ControlA11y = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label over any control (input, select, textarea), with its hint and error linked for screen
 * readers: `children` gets the control's id and aria attributes.
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (a11y: ControlA11y) => ReactNode;
}) {
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [error ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error announced and linked for screen readers. */
export function Field({ label, error, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(a11y) => <input className={inputClass} {...a11y} {...props} />}
    </FieldShell>
  );
}

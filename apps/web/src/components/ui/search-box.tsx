import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icon.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { inputClass } from './field.tsx';

type Props = {
  /** A fixed id where a page links to the field; otherwise one is made. */
  id?: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  className?: string;
  inputClassName?: string;
  /** The label's look: for screen readers only unless given. */
  labelClassName?: string;
  /** The field's name in a form (a GET form sends it as the URL's query). */
  name?: string;
  /** Report the text only after it has stopped changing for this long (live list searches). */
  debounceMs?: number;
  /**
   * A search of its own: the box is a GET form to `action` (default: this page) with the text as `name` and the
   * page's other query parameters kept, so it works before the app runs or without it (the server renders the
   * page for that URL). With the app, Enter reports the text at once (or calls `onSubmit`).
   */
  form?: { action?: string; onSubmit?: (text: string) => void; className?: string };
};

/** The one search input: magnifier inside, a label for screen readers, optionally debounced, optionally its own GET form. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  className = 'relative flex-1',
  inputClassName = `${inputClass} pl-9`,
  labelClassName = 'sr-only',
  name,
  debounceMs,
  form,
}: Props) {
  const made = useId();
  const inputId = id ?? made;
  const [text, setText] = useState(value);
  const report = useRef(onChange);
  report.current = onChange;
  const reported = useRef(value);
  // The page's value changed (a cleared filter, a link): the box shows it.
  useEffect(() => {
    reported.current = value;
    setText(value);
  }, [value]);
  const settled = useDebounced(text, debounceMs ?? 0);
  useEffect(() => {
    if (debounceMs === undefined || settled === reported.current) return;
    reported.current = settled;
    report.current(settled);
  }, [settled, debounceMs]);
  const change = (v: string) => {
    setText(v);
    if (debounceMs === undefined) onChange(v);
  };
  const field = (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" />
        <input
          id={inputId}
          type="search"
          name={name}
          value={text}
          onChange={(e) => change(e.target.value)}
          placeholder={placeholder}
          className={inputClassName}
        />
      </div>
    </div>
  );
  if (!form) return field;
  return (
    <SearchForm
      name={name}
      action={form.action}
      className={form.className}
      onSubmit={() => {
        reported.current = text;
        if (form.onSubmit) form.onSubmit(text);
        else onChange(text);
      }}
    >
      {field}
    </SearchForm>
  );
}

/**
 * A GET form to this page (or `action`) that keeps the page's other query parameters as hidden fields, so pressing
 * Enter works as a plain link would before the app runs; with the app, `onSubmit` handles it in place.
 */
export function SearchForm({
  name,
  fields = [],
  action,
  className = 'w-full',
  formClassName,
  onSubmit,
  children,
}: {
  /** The search field's name. */
  name?: string;
  /** The names of the form's other fields (filters): not repeated as hidden fields. */
  fields?: string[];
  action?: string;
  className?: string;
  formClassName?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const location = useLocation();
  const target = action ?? location.pathname;
  const own = new Set([name, 'page', ...fields]);
  const kept = target === location.pathname ? [...new URLSearchParams(location.search)].filter(([k]) => !own.has(k)) : [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <search className={className}>
      <form method="get" action={target} onSubmit={submit} className={formClassName}>
        {kept.map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
        {children}
      </form>
    </search>
  );
}

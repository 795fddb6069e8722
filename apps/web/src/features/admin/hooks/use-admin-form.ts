import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string | boolean>;

/**
 * Form state validated with the same shared zod schema the server uses; an error clears when its
 * field is edited. Server field errors are merged in after a failed save.
 */
export function useAdminForm<V extends Values, S extends z.ZodType>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });
  const set = (name: keyof V & string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  /** Parsed output, or null with the field errors shown. */
  const validate = (toBody: (v: V) => unknown = (v) => v): z.output<S> | null => {
    const r = schema.safeParse(toBody(values));
    if (r.success) return r.data;
    const next: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const k = issue.path.join('.') || 'form';
      next[k] ??= issue.message;
    }
    setErrors(next);
    return null;
  };
  return { values, errors, bind, set, setErrors, validate };
}

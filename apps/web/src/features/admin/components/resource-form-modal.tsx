import { type FormEvent, Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors, type Resource, useSave } from '../api/admin-api.ts';
import { useScope } from '../api/scope.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FormButtons, TextArea } from './form-controls.tsx';
import { TopicPicker, useItemTopics } from './topic-picker.tsx';
import { VendorField } from './vendor-select.tsx';

export type FormValues = Record<string, string | boolean>;
type Values = FormValues;
type Form<V extends Values> = ReturnType<typeof useAdminForm<V, z.ZodType>>;

/** One field of a form: a text input unless `as` says otherwise. `hint` may depend on the values. */
export type FieldDef<V extends Values> = {
  name: keyof V & string;
  label: string;
  as?: 'textarea' | 'select' | 'checkbox' | 'vendor';
  type?: string;
  rows?: number;
  min?: number;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Select options; `blank` adds a first empty option with that label. */
  options?: { value: string; label: string }[];
  blank?: string;
  hint?: string | ((values: V) => string);
};

/** A field, a grid row of fields (`grid`: its extra classes, e.g. 'sm:grid-cols-3'), or anything else rendered from the form. */
export type FormItem<V extends Values> = FieldDef<V> | { grid: string; items: FormItem<V>[] } | ((form: Form<V>) => ReactNode);

/** [when editing, when adding] */
type Pair = readonly [string, string];

/** What an admin resource's add/edit modal shows and sends, for the row being edited (null when adding). */
export type FormSpec<V extends Values> = {
  resource: Resource;
  schema: z.ZodType;
  initial: V;
  items: FormItem<V>[];
  /** 'Edit Job' / 'Add Job', 'Update Job' / 'Create Job', 'Job updated' / 'Job created'. */
  noun: string;
  /** The noun on the button and in the notice ('Trial' for 'Product Trial'; '' for plain Update / Create). */
  short?: string;
  /** Where the texts do not follow the noun. */
  title?: Pair;
  saved?: Pair;
  wide?: boolean;
  /** The topic checkboxes under the fields (docs/decisions/1802). */
  topics?: boolean;
  /** Form values to request body (before validation with `schema`). */
  toBody?: (v: V) => unknown;
  /** Body field errors (the schema's or the server's) to form field names, where `toBody` renamed a field. */
  errorNames?: (fields: Record<string, string>) => Record<string, string>;
  /** Errors show in a banner at the top (the first field error, else the server's); its field points to it. */
  banner?: string;
};

/** The form's starting values: the row's value for each key of `defaults` (numbers as text, lists one per line), else the default. */
export function formValues<V extends Values>(row: object | null, defaults: V): V {
  const r = (row ?? {}) as Record<string, unknown>;
  const out: Values = {};
  for (const [k, d] of Object.entries(defaults)) {
    const v = r[k];
    out[k] = v == null ? d : Array.isArray(v) ? v.join('\n') : typeof v === 'number' ? String(v) : (v as string | boolean);
  }
  return out as V;
}

type Props<R extends { id: string }, V extends Values> = {
  spec: (row: R | null) => FormSpec<V>;
  item: R | null;
  onClose: () => void;
  onSaved: (msg: string) => void;
};

/** The add/edit modal of an admin resource, rendered from its field list and validated with the shared schema. */
export function ResourceFormModal<R extends { id: string }, V extends Values>({ spec, item, onClose, onSaved }: Props<R, V>) {
  const scope = useScope();
  const own = scope.kind === 'vendor' ? scope : null;
  const base = spec(item);
  // A manager's console: the vendor is theirs (shown, not chosen), topics stay the admins', the save is a submission.
  const p = own
    ? { ...base, initial: 'vendorId' in base.initial ? { ...base.initial, vendorId: own.vendorId } : base.initial, topics: false, id: item?.id, onClose }
    : { ...base, id: item?.id, onClose };
  const submission = Boolean((item as { submission?: boolean } | null)?.submission);
  const pick = (pair: Pair) => pair[item ? 0 : 1];
  const short = p.short ?? p.noun;
  const word = short || p.noun;
  const title: Pair = p.title ?? [`Edit ${p.noun}`, `Add ${p.noun}`];
  const submitLabel: Pair = own ? ['Submit changes', `Submit ${short || p.noun}`] : short ? [`Update ${short}`, `Create ${short}`] : ['Update', 'Create'];
  const saved: Pair = p.saved ?? [`${word} updated`, `${word} created`];
  const save = useSave(p.resource);
  const topics = useItemTopics(p.resource, p.topics ? p.id : undefined);
  const f = useAdminForm(p.schema, p.initial) as Form<V>;
  const named = p.errorNames ?? ((x) => x);
  const errors = named(f.errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate(p.toBody);
    if (!body) return;
    save.mutate(
      { id: p.id, body: p.topics ? topics.withTopics(body as object) : body, submission },
      {
        onSuccess: (answer) => onSaved(own ? (answer.message ?? pick(saved)) : pick(saved)),
        onError: (err) => !p.banner && f.setErrors(named(fieldErrors(err))),
      },
    );
  };
  const saveError = save.error ? errorMessage(save.error) : null;
  const banner = p.banner ? (Object.values(errors)[0] ?? saveError) : null;
  const errorOf = (name: string) => {
    const e = errors[name];
    return banner && e && e === banner ? { 'aria-invalid': true as const, 'aria-describedby': p.banner } : { error: e };
  };
  const render = (item: FormItem<V>, key: number | string): ReactNode => {
    if (typeof item === 'function') return <Fragment key={key}>{item(f)}</Fragment>;
    if ('grid' in item)
      return (
        <div key={key} className={`grid gap-4 ${item.grid}`}>
          {item.items.map(render)}
        </div>
      );
    const { name, label, as, options, blank, hint, rows, ...rest } = item;
    const shownHint = typeof hint === 'function' ? hint(f.values) : hint;
    if (as === 'vendor')
      return own ? (
        <p key={name} className="text-sm">
          <span className="font-medium">Vendor:</span> {own.vendorName}
        </p>
      ) : (
        <VendorField key={name} value={String(f.values[name])} onChange={(v) => f.set(name, v)} error={errors[name]} />
      );
    if (as === 'checkbox')
      return (
        <label key={name} className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" checked={Boolean(f.values[name])} onChange={(e) => f.set(name, e.target.checked)} className="h-4 w-4" />
          {label}
        </label>
      );
    if (as === 'select')
      return (
        <SelectField
          key={name}
          className="space-y-1"
          labelClassName="block text-sm font-medium text-slate-700 dark:text-slate-200"
          label={label}
          name={name}
          value={f.bind(name).value}
          onChange={(v) => f.set(name, v)}
          options={options ?? []}
          placeholder={blank}
          {...errorOf(name)}
        />
      );
    if (as === 'textarea') return <TextArea key={name} label={label} rows={rows} {...f.bind(name)} {...errorOf(name)} hint={shownHint} />;
    return <Field key={name} label={label} {...rest} {...f.bind(name)} {...errorOf(name)} hint={shownHint} />;
  };
  return (
    <Modal title={pick(title)} onClose={p.onClose} wide={p.wide}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {p.banner
          ? banner && (
              <div id={p.banner}>
                <Alert tone="error">{banner}</Alert>
              </div>
            )
          : saveError && <Alert tone="error">{saveError}</Alert>}
        {p.items.map(render)}
        {p.topics && <TopicPicker state={topics} error={f.errors.topicIds} />}
        <FormButtons onCancel={p.onClose} pending={save.isPending} submitLabel={pick(submitLabel)} />
      </form>
    </Modal>
  );
}

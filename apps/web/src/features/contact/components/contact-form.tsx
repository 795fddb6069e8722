import { type ContactSubject, contactMessages, contactRequest, contactSubjectLabels, contactSubjects } from '@portal/shared/contact';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { sendContact } from '../api/contact-api.ts';

type Values = { name: string; email: string; subject: ContactSubject | ''; message: string };
const empty: Values = { name: '', email: '', subject: '', message: '' };

/** Name*, Email*, Subject*, Message*: stored and e-mailed to support; the thank-you message shows on the page. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Values, v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    setError(null);
    const parsed = contactRequest.safeParse(values);
    if (!parsed.success) {
      // 'Please fill in all required fields' is said once, above the form; each empty field is marked 'Required'.
      const found: Record<string, string> = {};
      let missing = false;
      for (const i of parsed.error.issues) {
        const empty = i.message === contactMessages.required;
        missing ||= empty;
        found[String(i.path[0])] ??= empty ? 'Required' : i.message;
      }
      setErrors(found);
      if (missing) setError(contactMessages.required);
      return;
    }
    setBusy(true);
    try {
      const r = await sendContact(parsed.data);
      setSent(r.message);
      setValues(empty);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setError(err instanceof ApiError ? err.message : 'Could not send your message. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contact form">
      <div aria-live="polite">{sent && <Alert tone="success">{sent}</Alert>}</div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name *" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <Field
          label="Email *"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <FieldShell id={`${id}-subject`} label="Subject *" error={errors.subject}>
        {(a11y) => (
          <select {...a11y} required className={inputClass} value={values.subject} onChange={(e) => set('subject', e.target.value)}>
            <option value="">Select a subject</option>
            <OptionList values={contactSubjects} labels={contactSubjectLabels} />
          </select>
        )}
      </FieldShell>
      <FieldShell id={`${id}-message`} label="Message *" error={errors.message}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={6}
            required
            className={inputClass}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            placeholder="How can we help?"
          />
        )}
      </FieldShell>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send Message'}
      </Button>
      <p className="text-xs text-slate-500 dark:text-slate-400">{contactMessages.required.replace('Please fill in all', 'Fields marked * are')}.</p>
    </form>
  );
}

import { type ContactSubject, contactMessages, contactRequest, contactSubjectLabels, contactSubjects } from '@portal/shared/contact';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { OptionList } from '../../../components/ui/select-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { keepForSignIn, takePending } from '../../../lib/pending-form.ts';
import { sendContact } from '../api/contact-api.ts';

type Values = { name: string; email: string; subject: ContactSubject | ''; message: string };
const empty: Values = { name: '', email: '', subject: '', message: '' };
const PENDING = 'contact';

/**
 * Name*, Email*, Subject*, Message*: stored and e-mailed to support; the thank-you message shows on the page.
 * A visitor may 'Sign in and send' (a signed-in Pro member's message is answered first), and a member whose session
 * ran out while sending signs in again: either way what they wrote is kept (lib/pending-form.ts) and sent once
 * they are back signed in (docs/decisions/2102).
 */
export function ContactForm() {
  const id = useId();
  const auth = useAuthState();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Values, v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const check = (values: Values) => {
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
      return null;
    }
    return parsed.data;
  };

  const send = async (data: NonNullable<ReturnType<typeof check>>) => {
    setBusy(true);
    try {
      const r = await sendContact(data);
      setSent(r.message);
      setValues(empty);
    } catch (err) {
      // The session ran out: the app sends them to sign in, and what they wrote goes with them.
      if (err instanceof ApiError && err.status === 401) keepForSignIn(PENDING, data);
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setError(err instanceof ApiError ? err.message : 'Could not send your message. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    setError(null);
    const data = check(values);
    if (data) void send(data);
  };

  const signInAndSend = () => {
    setSent(null);
    setError(null);
    const data = check(values);
    if (!data) return;
    keepForSignIn(PENDING, data);
    navigate(`${paths.login}?next=${encodeURIComponent(paths.contact)}`);
  };

  // Back signed in with a kept message: send it (once).
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the member is back with what they wrote
  useEffect(() => {
    if (auth.status !== 'signedIn' || resumed.current) return;
    resumed.current = true;
    const kept = takePending<Values>(PENDING);
    if (!kept) return;
    setValues(kept);
    const data = check(kept);
    if (data) void send(data);
  }, [auth.status]);

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
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send Message'}
        </Button>
        {/* Visitors only, by the page's signed-in mark (index.css), so a member's server-rendered page does not jump. */}
        {auth.status !== 'signedIn' && (
          <Button variant="secondary" className="visitor-only" disabled={busy} onClick={signInAndSend}>
            Sign in and send
          </Button>
        )}
      </div>
      {auth.status !== 'signedIn' && (
        <p className="visitor-only text-xs text-slate-500 dark:text-slate-400">
          Members on Pro are answered first: sign in and we send it as soon as you are back.
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{contactMessages.required.replace('Please fill in all', 'Fields marked * are')}.</p>
    </form>
  );
}

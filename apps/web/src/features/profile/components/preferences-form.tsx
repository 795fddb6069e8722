import { errorMessage } from '../../../lib/api-client.ts';
import { type PreferencesResponse, preferencesMessages, type ScheduleDigest, scheduleDigests } from '@portal/shared/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { meKeys } from '../../../lib/auth.tsx';
import { getTheme, setTheme, type ThemeChoice } from '../../../lib/theme.ts';
import { preferencesQuery, profileKeys, removeAvatar, savePreferences, uploadAvatar } from '../api/profile-api.ts';
import { type AvatarChange, type AvatarMessage, AvatarUpload } from './avatar-upload.tsx';
import { Switch } from './switch.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { SkeletonList } from '../../../components/ui/empty-state.tsx';

function Card({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CheckList({
  legend,
  hint,
  options,
  selected,
  onChange,
}: {
  legend: string;
  hint: string;
  options: { id: string; name: string }[];
  selected: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">{legend}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      {options.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">None available yet.</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((o) => {
            const on = selected.includes(o.id);
            return (
              <label
                key={o.id}
                className={`cursor-pointer rounded-full border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-brand-500 ${
                  on
                    ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500 dark:bg-slate-800 dark:text-white'
                    : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={(e) => onChange(e.target.checked ? [...selected, o.id] : selected.filter((x) => x !== o.id))}
                />
                {on && <Check className="mr-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />}
                {o.name}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

class AvatarSaveError extends Error {}

type Extra = {
  /** More of the page (the route's other sections), inside the form above its one Save Changes. */
  children?: ReactNode;
  /** Saves what those sections changed, as part of Save Changes (after the preferences themselves). */
  saveMore?: () => Promise<void>;
};

function Form({ data, children, saveMore }: { data: PreferencesResponse } & Extra) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [personal, setPersonal] = useState({
    fullName: data.personal.fullName ?? '',
    jobTitle: data.personal.jobTitle ?? '',
    company: data.personal.company ?? '',
  });
  const [notifications, setNotifications] = useState(data.notifications);
  const [digest, setDigest] = useState({ ...data.digest, dailyDigest: data.isPro && data.digest.dailyDigest });
  const [theme, setThemeChoice] = useState<ThemeChoice>(data.theme ?? getTheme());
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [avatar, setAvatar] = useState<AvatarChange>(null);
  const [avatarMessage, setAvatarMessage] = useState<AvatarMessage>(null);
  const save = useMutation({
    // The picture first: if the server refuses it, nothing else is saved and the form keeps every edit.
    mutationFn: async () => {
      if (avatar) {
        try {
          await (avatar.kind === 'remove' ? removeAvatar() : uploadAvatar(avatar.file));
        } catch (err) {
          throw new AvatarSaveError(errorMessage(err));
        }
      }
      await savePreferences({ personal, theme, notifications, digest: { ...digest, dailyDigest: data.isPro && digest.dailyDigest } });
      await saveMore?.();
      return avatar;
    },
    onSuccess: async (applied) => {
      setResult({ tone: 'success', text: preferencesMessages.saved });
      if (applied) setAvatarMessage({ tone: 'success', text: applied.kind === 'remove' ? 'Profile picture removed.' : 'Profile picture updated.' });
      setAvatar(null);
      setTheme(theme);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.preferences }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
    onError: (err) => {
      if (err instanceof AvatarSaveError) {
        setAvatarMessage({ tone: 'error', text: err.message });
        return;
      }
      console.warn('saving preferences failed', errorMessage(err));
      setResult({ tone: 'error', text: preferencesMessages.saveFailed });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setAvatarMessage(null);
    save.mutate();
  };
  const n = (key: keyof typeof notifications) => (v: boolean) => setNotifications((s) => ({ ...s, [key]: v }));
  const d = (key: 'dailyDigest' | 'weeklyDigest' | 'biweeklyDigest' | 'monthlyDigest') => (v: boolean) =>
    setDigest((s) => {
      // Weekly, bi-weekly and monthly are one choice of schedule: turning one on turns the others off (the server refuses two).
      const others = v && (scheduleDigests as readonly string[]).includes(key) ? Object.fromEntries(scheduleDigests.map((k) => [k, false])) : {};
      return { ...s, ...(others as Partial<Record<ScheduleDigest, boolean>>), [key]: v };
    });

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card title="Personal Information">
        <AvatarUpload
          url={data.avatarUrl}
          name={personal.fullName || data.email}
          change={avatar}
          onChange={(c) => {
            setAvatar(c);
            setAvatarMessage(null);
          }}
          message={avatarMessage}
          onMessage={setAvatarMessage}
          disabled={save.isPending}
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Full Name" value={personal.fullName} maxLength={100} onChange={(e) => setPersonal((s) => ({ ...s, fullName: e.target.value }))} />
          <Field
            label="Email"
            value={data.email}
            readOnly
            hint="Your sign-in address; it cannot be changed here."
            className={`${inputClass} bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300`}
          />
          <Field label="Job Title" value={personal.jobTitle} maxLength={100} onChange={(e) => setPersonal((s) => ({ ...s, jobTitle: e.target.value }))} />
          <Field label="Company" value={personal.company} maxLength={100} onChange={(e) => setPersonal((s) => ({ ...s, company: e.target.value }))} />
        </div>
      </Card>

      <Card title="Notifications" description="Choose which e-mails you receive.">
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          <Switch label="Email notifications" checked={notifications.emailNotifications} onChange={n('emailNotifications')} />
          <Switch label="All webinars" checked={notifications.allWebinars} onChange={n('allWebinars')} />
          <Switch label="Upcoming webinars" checked={notifications.upcomingWebinars} onChange={n('upcomingWebinars')} />
          <Switch label="Featured webinars" checked={notifications.featuredWebinars} onChange={n('featuredWebinars')} />
        </div>
      </Card>

      <Card title="Digest" description="A summary of new content, on the schedule you choose: weekly, bi-weekly or monthly (one of them), and daily for Pro.">
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          <Switch
            label="Daily digest"
            description={data.isPro ? 'Every day' : 'Pro users only'}
            checked={digest.dailyDigest}
            disabled={!data.isPro}
            onChange={d('dailyDigest')}
          />
          <Switch label="Weekly digest" description="Every Monday" checked={digest.weeklyDigest} onChange={d('weeklyDigest')} />
          <Switch label="Bi-weekly digest" description="On the 1st and 15th" checked={digest.biweeklyDigest} onChange={d('biweeklyDigest')} />
          <Switch label="Monthly digest" description="On the 1st" checked={digest.monthlyDigest} onChange={d('monthlyDigest')} />
        </div>
        <CheckList
          legend="Preferred topics"
          hint="The topics you follow: Follow on a topic's page adds it here."
          options={data.options.topics}
          selected={digest.preferredTopics}
          onChange={(v) => setDigest((s) => ({ ...s, preferredTopics: v }))}
        />
        <CheckList
          legend="Preferred vendors"
          hint="The vendors you follow: Follow on a vendor's page adds it here."
          options={data.options.vendors}
          selected={digest.preferredVendors}
          onChange={(v) => setDigest((s) => ({ ...s, preferredVendors: v }))}
        />
      </Card>

      <Card title="Theme">
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="flex flex-wrap gap-4">
            {(['light', 'dark', 'system'] as const).map((t) => (
              <label key={t} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name="theme" value={t} checked={theme === t} onChange={() => setThemeChoice(t)} className="h-4 w-4 accent-brand-600" />
                {t === 'light' ? 'Light' : t === 'dark' ? 'Dark' : 'System'}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      {children}

      <div aria-live="polite">{result && <Alert tone={result.tone}>{result.text}</Alert>}</div>
      <FormActions
        onCancel={() => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(paths.profile))}
        busy={save.isPending}
        label="Save Changes"
        busyLabel="Saving…"
      />
    </form>
  );
}

/**
 * /preferences as one form with one Save Changes at its end (docs/decisions/2105): the settings here and those of the
 * sections the route puts in (`children`, saved by `saveMore`). Buttons that act on one thing (stop sharing with a
 * vendor, delete a job alert) act at once, as buttons do.
 */
export function PreferencesForm({ children, saveMore }: Extra) {
  const q = useQuery(preferencesQuery());
  if (q.isPending) {
    return <SkeletonList bar="h-40 rounded-xl bg-slate-200 dark:bg-slate-800" gap="space-y-4" busy />;
  }
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  return (
    <Form data={q.data} saveMore={saveMore}>
      {children}
    </Form>
  );
}

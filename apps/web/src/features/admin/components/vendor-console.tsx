import { type Submission, submissionKindLabels, vendorProfileInput } from '@portal/shared/vendor-review';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../api/admin-api.ts';
import { useSaveProfile, useSubmissions, useVendorProfile } from '../api/review-api.ts';
import { useScope } from '../api/scope.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { fmtDate } from './admin-ui.tsx';
import { TextArea } from './form-controls.tsx';
import { ReviewState, StateBadge } from './review-parts.tsx';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The vendor profile (name shown, logo, description, website), sent to review like content. */
function ProfileForm() {
  const scope = useScope();
  const notice = useNotice();
  const profile = useVendorProfile();
  const save = useSaveProfile(scope);
  const p = profile.data;
  if (!p) return <p role="status">{profile.error ? errorMessage(profile.error) : 'Loading…'}</p>;
  const from = { ...p, ...(p.pending ?? {}) } as Record<string, unknown>;
  return (
    <ProfileFields
      key={`${p.review?.submissionId ?? 'live'}-${p.review?.state ?? ''}`}
      initial={{ name: str(from.name), logoUrl: str(from.logoUrl), websiteUrl: str(from.websiteUrl), description: str(from.description) }}
      review={p.review}
      trusted={p.trusted}
      pending={save.isPending}
      error={save.error ? errorMessage(save.error) : null}
      onSave={(body, setErrors) => save.mutate(body, { onSuccess: (r) => notice('success', r.message), onError: (err) => setErrors(fieldErrors(err)) })}
    />
  );
}

type ProfileValues = { name: string; logoUrl: string; websiteUrl: string; description: string };

function ProfileFields(p: {
  initial: ProfileValues;
  review: Parameters<typeof ReviewState>[0]['review'];
  trusted: boolean;
  pending: boolean;
  error: string | null;
  onSave: (body: ProfileValues, setErrors: (e: Record<string, string>) => void) => void;
}) {
  const f = useAdminForm(vendorProfileInput, p.initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (body) p.onSave(body as ProfileValues, f.setErrors);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="vendor-profile">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="vendor-profile" className="text-lg font-semibold">
          Vendor profile
        </h2>
        <ReviewState review={p.review} />
        {p.trusted && <StateBadge state="approved" label="Trusted: changes publish at once" />}
      </div>
      {p.error && <Alert tone="error">{p.error}</Alert>}
      <Field label="Vendor Name" required {...f.bind('name')} error={f.errors.name} />
      <Field label="Logo URL" type="url" {...f.bind('logoUrl')} error={f.errors.logoUrl} hint="A square image works best." />
      <Field label="Website URL" type="url" {...f.bind('websiteUrl')} error={f.errors.websiteUrl} />
      <TextArea label="Description" rows={3} {...f.bind('description')} error={f.errors.description} />
      <Button type="submit" disabled={p.pending}>
        {p.pending ? 'Saving...' : p.trusted ? 'Save profile' : 'Submit profile for review'}
      </Button>
    </form>
  );
}

/** Every submission of the manager's vendor with its state and, when rejected, the reason. */
function MySubmissions() {
  const scope = useScope();
  const [page, setPage] = useState(1);
  const list = useSubmissions(scope, { state: 'all', page, pageSize: 20 });
  const columns: Column<Submission, never>[] = [
    { key: 'title', label: 'Item', render: (s) => <span className="font-medium">{s.title}</span> },
    { key: 'kind', label: 'Kind', render: (s) => submissionKindLabels[s.kind] },
    {
      key: 'state',
      label: 'State',
      render: (s) => (
        <span className="flex flex-col gap-1">
          <StateBadge state={s.state} />
          {s.state === 'rejected' && s.reason && <span className="text-xs text-slate-600 dark:text-slate-400">Reason: {s.reason}</span>}
        </span>
      ),
    },
    { key: 'updated', label: 'Updated', render: (s) => fmtDate(s.updatedAt) },
  ];
  return (
    <section aria-labelledby="my-submissions" className="mt-8">
      <h2 id="my-submissions" className="mb-2 text-lg font-semibold">
        Submissions
      </h2>
      <DataTable
        caption="Your submissions and their review state"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : 'Nothing submitted yet.'}
        rowLabel={(s) => s.title}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </section>
  );
}

/** The vendor console's overview: the profile and every submission's state. */
export function VendorOverview() {
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        What you create or change is reviewed by the portal's admins before it is published; you get an e-mail and a notification when they decide.
      </p>
      <ProfileForm />
      <MySubmissions />
    </>
  );
}

import { type AdminJob, jobInput } from '@portal/shared/admin';
import { currencies, experienceLabels, experienceLevels, jobStatuses, jobTypes } from '@portal/shared/catalog';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage, fieldErrors, useSave } from '../api/admin-api.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { FormButtons, SelectField, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { VendorField } from './vendor-select.tsx';

const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v.length > 3 ? `${v[0]?.toUpperCase()}${v.slice(1)}` : v }));

export function JobFormModal({ job, onClose, onSaved }: { job: AdminJob | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('jobs');
  const f = useAdminForm(jobInput, {
    vendor_id: job?.vendor_id ?? '',
    job_title: job?.job_title ?? '',
    job_description: job?.job_description ?? '',
    job_page_url: job?.job_page_url ?? '',
    location_city: job?.location_city ?? '',
    location_state: job?.location_state ?? '',
    location_country: job?.location_country ?? '',
    experience_level: job?.experience_level ?? 'mid',
    job_type: job?.job_type ?? 'full-time',
    salary_min: job?.salary_min?.toString() ?? '',
    salary_max: job?.salary_max?.toString() ?? '',
    salary_currency: job?.salary_currency ?? 'USD',
    requirements: job?.requirements.join('\n') ?? '',
    posted_date: job?.posted_date ?? new Date().toISOString().slice(0, 10),
    status: job?.status ?? 'active',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: job?.id, body },
      {
        onSuccess: () => onSaved(job ? 'Job updated' : 'Job created'),
        onError: (err) => f.setErrors(fieldErrors(err)),
      },
    );
  };
  return (
    <Modal title={job ? 'Edit Job' : 'Add Job'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <VendorField value={f.values.vendor_id} onChange={(v) => f.set('vendor_id', v)} error={f.errors.vendor_id} />
        <Field label="Job Title *" {...f.bind('job_title')} maxLength={100} error={f.errors.job_title} hint={`${f.values.job_title.length}/100`} />
        <TextArea label="Job Description *" rows={4} {...f.bind('job_description')} error={f.errors.job_description} />
        <Field label="Job Page URL *" type="url" {...f.bind('job_page_url')} error={f.errors.job_page_url} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="City *" {...f.bind('location_city')} error={f.errors.location_city} />
          <Field label="State *" {...f.bind('location_state')} error={f.errors.location_state} />
          <Field label="Country *" {...f.bind('location_country')} error={f.errors.location_country} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Experience Level"
            {...f.bind('experience_level')}
            options={experienceLevels.map((l) => ({ value: l, label: experienceLabels[l] }))}
            error={f.errors.experience_level}
          />
          <SelectField label="Job Type" {...f.bind('job_type')} options={opts(jobTypes)} error={f.errors.job_type} />
          <SelectField label="Status" {...f.bind('status')} options={opts(jobStatuses)} error={f.errors.status} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Minimum Salary" type="number" min={0} {...f.bind('salary_min')} error={f.errors.salary_min} />
          <Field label="Maximum Salary" type="number" min={0} {...f.bind('salary_max')} error={f.errors.salary_max} />
          <SelectField label="Currency" {...f.bind('salary_currency')} options={opts(currencies)} error={f.errors.salary_currency} />
        </div>
        <TextArea label="Requirements (one per line)" rows={4} {...f.bind('requirements')} error={f.errors.requirements} />
        <Field label="Posted Date *" type="date" {...f.bind('posted_date')} error={f.errors.posted_date} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={job ? 'Update Job' : 'Create Job'} />
      </form>
    </Modal>
  );
}

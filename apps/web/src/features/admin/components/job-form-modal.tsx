import { type AdminJob, jobInput } from '@portal/shared/admin';
import { currencies, experienceLabels, experienceLevels, jobStatuses, jobTypes } from '@portal/shared/catalog';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldErrors, useSave } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { TopicPicker, useItemTopics } from './topic-picker.tsx';
import { FormButtons, SelectField, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { VendorField } from './vendor-select.tsx';

const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v.length > 3 ? `${v[0]?.toUpperCase()}${v.slice(1)}` : v }));

export function JobFormModal({ job, onClose, onSaved }: { job: AdminJob | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('jobs');
  const topics = useItemTopics('jobs', job?.id);
  const f = useAdminForm(jobInput, {
    vendorId: job?.vendorId ?? '',
    jobTitle: job?.jobTitle ?? '',
    jobDescription: job?.jobDescription ?? '',
    jobPageUrl: job?.jobPageUrl ?? '',
    locationCity: job?.locationCity ?? '',
    locationState: job?.locationState ?? '',
    locationCountry: job?.locationCountry ?? '',
    experienceLevel: job?.experienceLevel ?? 'mid',
    jobType: job?.jobType ?? 'full-time',
    salaryMin: job?.salaryMin?.toString() ?? '',
    salaryMax: job?.salaryMax?.toString() ?? '',
    salaryCurrency: job?.salaryCurrency ?? 'USD',
    requirements: job?.requirements.join('\n') ?? '',
    postedDate: job?.postedDate ?? new Date().toISOString().slice(0, 10),
    status: job?.status ?? 'active',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: job?.id, body: topics.withTopics(body) },
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
        <VendorField value={f.values.vendorId} onChange={(v) => f.set('vendorId', v)} error={f.errors.vendorId} />
        <Field label="Job Title *" {...f.bind('jobTitle')} maxLength={100} error={f.errors.jobTitle} hint={`${f.values.jobTitle.length}/100`} />
        <TextArea label="Job Description *" rows={4} {...f.bind('jobDescription')} error={f.errors.jobDescription} />
        <Field label="Job Page URL *" type="url" {...f.bind('jobPageUrl')} error={f.errors.jobPageUrl} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="City *" {...f.bind('locationCity')} error={f.errors.locationCity} />
          <Field label="State *" {...f.bind('locationState')} error={f.errors.locationState} />
          <Field label="Country *" {...f.bind('locationCountry')} error={f.errors.locationCountry} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Experience Level"
            {...f.bind('experienceLevel')}
            options={experienceLevels.map((l) => ({ value: l, label: experienceLabels[l] }))}
            error={f.errors.experienceLevel}
          />
          <SelectField label="Job Type" {...f.bind('jobType')} options={opts(jobTypes)} error={f.errors.jobType} />
          <SelectField label="Status" {...f.bind('status')} options={opts(jobStatuses)} error={f.errors.status} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Minimum Salary" type="number" min={0} {...f.bind('salaryMin')} error={f.errors.salaryMin} />
          <Field label="Maximum Salary" type="number" min={0} {...f.bind('salaryMax')} error={f.errors.salaryMax} />
          <SelectField label="Currency" {...f.bind('salaryCurrency')} options={opts(currencies)} error={f.errors.salaryCurrency} />
        </div>
        <TextArea label="Requirements (one per line)" rows={4} {...f.bind('requirements')} error={f.errors.requirements} />
        <Field label="Posted Date *" type="date" {...f.bind('postedDate')} error={f.errors.postedDate} />
        <TopicPicker state={topics} error={f.errors.topicIds} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={job ? 'Update Job' : 'Create Job'} />
      </form>
    </Modal>
  );
}

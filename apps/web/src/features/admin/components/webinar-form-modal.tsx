import { type AdminWebinar, webinarEnd, webinarInput } from '@portal/shared/admin';
import { webinarLevels, webinarStatuses } from '@portal/shared/catalog';
import { format } from 'date-fns';
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

/** datetime-local value in the viewer's time zone. */
const localInput = (iso: string | null | undefined) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');

/**
 * Add/Edit webinar modal with every webinar field (duration default 60; end = start + duration).
 * Also meant for the public /webinars list: `<WebinarFormModal webinar={null | row} onClose onSaved />`.
 */
export function WebinarFormModal({ webinar, onClose, onSaved }: { webinar: AdminWebinar | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('webinars');
  const topics = useItemTopics('webinars', webinar?.id);
  const f = useAdminForm(webinarInput, {
    vendorId: webinar?.vendorId ?? '',
    title: webinar?.title ?? '',
    description: webinar?.description ?? '',
    startTime: localInput(webinar?.startTime),
    durationMinutes: String(webinar?.durationMinutes ?? 60),
    registrationUrl: webinar?.registrationUrl ?? '',
    webinarUrl: webinar?.webinarUrl ?? '',
    videoUrl: webinar?.videoUrl ?? '',
    recordingUrl: webinar?.recordingUrl ?? '',
    thumbnailUrl: webinar?.thumbnailUrl ?? '',
    status: webinar?.status ?? 'upcoming',
    experienceLevel: webinar?.experienceLevel ?? '',
  });
  const startIso = f.values.startTime ? new Date(f.values.startTime).toISOString() : '';
  const duration = Number(f.values.durationMinutes);
  const end = startIso && duration > 0 ? webinarEnd(startIso, duration) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate((v) => ({ ...v, startTime: v.startTime ? new Date(v.startTime).toISOString() : '' }));
    if (!body) return;
    save.mutate(
      { id: webinar?.id, body: topics.withTopics(body) },
      { onSuccess: () => onSaved(webinar ? 'Webinar updated' : 'Webinar created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  return (
    <Modal title={webinar ? 'Edit Webinar' : 'Add Webinar'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <VendorField value={f.values.vendorId} onChange={(v) => f.set('vendorId', v)} error={f.errors.vendorId} />
        <Field label="Title *" {...f.bind('title')} error={f.errors.title} />
        <TextArea label="Description" rows={3} {...f.bind('description')} error={f.errors.description} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start Time *" type="datetime-local" {...f.bind('startTime')} error={f.errors.startTime} />
          <Field label="Duration (minutes)" type="number" min={1} {...f.bind('durationMinutes')} error={f.errors.durationMinutes} />
          <div className="space-y-1">
            <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">End Time</span>
            <p className="py-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {end ? format(end, 'MMM d, yyyy h:mm a') : '—'}
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Status" {...f.bind('status')} options={webinarStatuses.map((s) => ({ value: s, label: s }))} error={f.errors.status} />
          <SelectField
            label="Experience Level"
            {...f.bind('experienceLevel')}
            placeholder="Not set"
            options={webinarLevels.map((s) => ({ value: s, label: s }))}
            error={f.errors.experienceLevel}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Registration URL" type="url" {...f.bind('registrationUrl')} error={f.errors.registrationUrl} />
          <Field label="Webinar URL" type="url" {...f.bind('webinarUrl')} error={f.errors.webinarUrl} />
          <Field label="Video URL" type="url" {...f.bind('videoUrl')} error={f.errors.videoUrl} hint="A YouTube, Vimeo or Wistia URL" />
          <Field label="Recording URL" type="url" {...f.bind('recordingUrl')} error={f.errors.recordingUrl} />
          <Field label="Thumbnail URL" type="url" {...f.bind('thumbnailUrl')} error={f.errors.thumbnailUrl} />
        </div>
        <TopicPicker state={topics} error={f.errors.topicIds} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={webinar ? 'Update Webinar' : 'Create Webinar'} />
      </form>
    </Modal>
  );
}

import { type AdminCert, type AdminCourse, certInput, courseInput } from '@portal/shared/admin';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldErrors, useSave } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { TopicPicker, useItemTopics } from './topic-picker.tsx';
import { FormButtons, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { VendorField } from './vendor-select.tsx';

/** Certification or AI course: vendor, name, description, link, optional video. */
export function ContentFormModal({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: 'certification' | 'course';
  item: AdminCert | AdminCourse | null;
  onClose: () => void;
  onSaved: (msg: string) => void;
}) {
  const isCert = kind === 'certification';
  const save = useSave(isCert ? 'certifications' : 'ai-courses');
  const topics = useItemTopics(isCert ? 'certifications' : 'ai-courses', item?.id);
  const link = item ? ('certificationLink' in item ? item.certificationLink : item.courseLink) : '';
  const f = useAdminForm(isCert ? certInput : courseInput, {
    vendorId: item?.vendorId ?? '',
    name: item?.name ?? '',
    description: item?.description ?? '',
    link: link ?? '',
    videoUrl: item?.videoUrl ?? '',
  });
  const linkKey = isCert ? 'certificationLink' : 'courseLink';
  const noun = isCert ? 'Certification' : 'AI Course';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate(({ link: l, ...rest }) => ({ ...rest, [linkKey]: l }));
    if (!body) return;
    save.mutate(
      { id: item?.id, body: topics.withTopics(body) },
      {
        onSuccess: () => onSaved(item ? `${noun} updated` : `${noun} created`),
        onError: (err) => {
          const { [linkKey]: linkErr, ...rest } = fieldErrors(err);
          f.setErrors(linkErr ? { ...rest, link: linkErr } : rest);
        },
      },
    );
  };
  const errors: Record<string, string | undefined> = { ...f.errors, link: f.errors.link ?? f.errors[linkKey] };
  return (
    <Modal title={`${item ? 'Edit' : 'Add'} ${noun}`} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <VendorField value={String(f.values.vendorId)} onChange={(v) => f.set('vendorId', v)} error={errors.vendorId} />
        <Field label="Name *" {...f.bind('name')} error={errors.name} />
        <TextArea label="Description *" rows={3} {...f.bind('description')} error={errors.description} />
        <Field label={isCert ? 'Certification Link *' : 'Course Link *'} type="url" {...f.bind('link')} error={errors.link} />
        <Field label="Video URL" type="url" {...f.bind('videoUrl')} error={errors.videoUrl} hint="A YouTube, Vimeo or Wistia URL" />
        <TopicPicker state={topics} error={f.errors.topicIds} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={item ? 'Update' : 'Create'} />
      </form>
    </Modal>
  );
}

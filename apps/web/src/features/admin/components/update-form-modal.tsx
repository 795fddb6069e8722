import { type AdminUpdate, updateInput } from '@portal/shared/admin';
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

export function UpdateFormModal({ item, onClose, onSaved }: { item: AdminUpdate | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('product-updates');
  const topics = useItemTopics('product-updates', item?.id);
  const f = useAdminForm(updateInput, {
    vendorId: item?.vendorId ?? '',
    productName: item?.productName ?? '',
    version: item?.version ?? '',
    releaseDate: item?.releaseDate ?? new Date().toISOString().slice(0, 10),
    features: item?.features.join('\n') ?? '',
    releaseNotesUrl: item?.releaseNotesUrl ?? '',
    demoVideoUrl: item?.demoVideoUrl ?? '',
    videoUrl: item?.videoUrl ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: item?.id, body: topics.withTopics(body) },
      { onSuccess: () => onSaved(item ? 'Product update saved' : 'Product update created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  return (
    <Modal title={item ? 'Edit Product Update' : 'Add Product Update'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <VendorField value={f.values.vendorId} onChange={(v) => f.set('vendorId', v)} error={f.errors.vendorId} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Product Name *" {...f.bind('productName')} error={f.errors.productName} />
          <Field label="Version *" {...f.bind('version')} error={f.errors.version} />
          <Field label="Release Date *" type="date" {...f.bind('releaseDate')} error={f.errors.releaseDate} />
        </div>
        <TextArea label="Features * (one per line)" rows={4} {...f.bind('features')} error={f.errors.features} />
        <Field label="Release Notes URL" type="url" {...f.bind('releaseNotesUrl')} error={f.errors.releaseNotesUrl} />
        <Field label="Demo Video URL" type="url" {...f.bind('demoVideoUrl')} error={f.errors.demoVideoUrl} />
        <Field label="Video URL" type="url" {...f.bind('videoUrl')} error={f.errors.videoUrl} hint="A YouTube, Vimeo or Wistia URL" />
        <TopicPicker state={topics} error={f.errors.topicIds} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={item ? 'Update' : 'Create'} />
      </form>
    </Modal>
  );
}

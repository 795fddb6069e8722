import { type AdminUpdate, updateInput } from '@portal/shared/admin';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage, fieldErrors, useSave } from '../api/admin-api.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { FormButtons, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { VendorField } from './vendor-select.tsx';

export function UpdateFormModal({ item, onClose, onSaved }: { item: AdminUpdate | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('product-updates');
  const f = useAdminForm(updateInput, {
    vendor_id: item?.vendor_id ?? '',
    product_name: item?.product_name ?? '',
    version: item?.version ?? '',
    release_date: item?.release_date ?? new Date().toISOString().slice(0, 10),
    features: item?.features.join('\n') ?? '',
    release_notes_url: item?.release_notes_url ?? '',
    demo_video_url: item?.demo_video_url ?? '',
    video_url: item?.video_url ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: item?.id, body },
      { onSuccess: () => onSaved(item ? 'Product update saved' : 'Product update created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  return (
    <Modal title={item ? 'Edit Product Update' : 'Add Product Update'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <VendorField value={f.values.vendor_id} onChange={(v) => f.set('vendor_id', v)} error={f.errors.vendor_id} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Product Name *" {...f.bind('product_name')} error={f.errors.product_name} />
          <Field label="Version *" {...f.bind('version')} error={f.errors.version} />
          <Field label="Release Date *" type="date" {...f.bind('release_date')} error={f.errors.release_date} />
        </div>
        <TextArea label="Features * (one per line)" rows={4} {...f.bind('features')} error={f.errors.features} />
        <Field label="Release Notes URL" type="url" {...f.bind('release_notes_url')} error={f.errors.release_notes_url} />
        <Field label="Demo Video URL" type="url" {...f.bind('demo_video_url')} error={f.errors.demo_video_url} />
        <Field label="Video URL" type="url" {...f.bind('video_url')} error={f.errors.video_url} hint="A YouTube, Vimeo or Wistia URL" />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={item ? 'Update' : 'Create'} />
      </form>
    </Modal>
  );
}

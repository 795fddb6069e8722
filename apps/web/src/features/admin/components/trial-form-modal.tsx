import { type AdminTrial, newTrialDefaults, trialInput } from '@portal/shared/admin';
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

export function TrialFormModal({ item, onClose, onSaved }: { item: AdminTrial | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('product-trials');
  const topics = useItemTopics('product-trials', item?.id);
  const d = newTrialDefaults();
  const f = useAdminForm(trialInput, {
    vendorId: item?.vendorId ?? '',
    productName: item?.productName ?? '',
    description: item?.description ?? '',
    accessLink: item?.accessLink ?? '',
    startDate: item ? item.startDate.slice(0, 10) : d.startDate,
    endDate: item ? item.endDate.slice(0, 10) : d.endDate,
    trialPeriodDays: String(item?.trialPeriodDays ?? d.trialPeriodDays),
    status: item?.status ?? d.status,
    isFeatured: item?.isFeatured ?? d.isFeatured,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: item?.id, body: topics.withTopics(body) },
      { onSuccess: () => onSaved(item ? 'Trial updated' : 'Trial created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  return (
    <Modal title={item ? 'Edit Product Trial' : 'Add Product Trial'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <Field label="Product Name *" {...f.bind('productName')} error={f.errors.productName} />
        <VendorField value={f.values.vendorId} onChange={(v) => f.set('vendorId', v)} error={f.errors.vendorId} />
        <TextArea label="Description *" rows={3} {...f.bind('description')} error={f.errors.description} hint={`${String(f.values.description).length}/500`} />
        <Field label="Access Link *" type="url" {...f.bind('accessLink')} error={f.errors.accessLink} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start Date *" type="date" {...f.bind('startDate')} error={f.errors.startDate} />
          <Field label="End Date *" type="date" {...f.bind('endDate')} error={f.errors.endDate} />
          <Field label="Trial Period (days) *" type="number" min={1} {...f.bind('trialPeriodDays')} error={f.errors.trialPeriodDays} />
        </div>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <SelectField
            label="Status"
            {...f.bind('status')}
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
          <label className="flex items-center gap-2 py-2 text-sm">
            <input type="checkbox" checked={Boolean(f.values.isFeatured)} onChange={(e) => f.set('isFeatured', e.target.checked)} className="h-4 w-4" />
            Featured
          </label>
        </div>
        <TopicPicker state={topics} error={f.errors.topicIds} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={item ? 'Update Trial' : 'Create Trial'} />
      </form>
    </Modal>
  );
}

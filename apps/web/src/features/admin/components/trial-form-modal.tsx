import { type AdminTrial, newTrialDefaults, trialInput } from '@portal/shared/admin';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage, fieldErrors, useSave } from '../api/admin-api.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { FormButtons, SelectField, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { VendorField } from './vendor-select.tsx';

export function TrialFormModal({ item, onClose, onSaved }: { item: AdminTrial | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('product-trials');
  const d = newTrialDefaults();
  const f = useAdminForm(trialInput, {
    vendor_id: item?.vendor_id ?? '',
    product_name: item?.product_name ?? '',
    description: item?.description ?? '',
    access_link: item?.access_link ?? '',
    start_date: item ? item.start_date.slice(0, 10) : d.start_date,
    end_date: item ? item.end_date.slice(0, 10) : d.end_date,
    trial_period_days: String(item?.trial_period_days ?? d.trial_period_days),
    status: item?.status ?? d.status,
    is_featured: item?.is_featured ?? d.is_featured,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: item?.id, body },
      { onSuccess: () => onSaved(item ? 'Trial updated' : 'Trial created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  return (
    <Modal title={item ? 'Edit Product Trial' : 'Add Product Trial'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <Field label="Product Name *" {...f.bind('product_name')} error={f.errors.product_name} />
        <VendorField value={f.values.vendor_id} onChange={(v) => f.set('vendor_id', v)} error={f.errors.vendor_id} />
        <TextArea label="Description *" rows={3} {...f.bind('description')} error={f.errors.description} hint={`${String(f.values.description).length}/500`} />
        <Field label="Access Link *" type="url" {...f.bind('access_link')} error={f.errors.access_link} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start Date *" type="date" {...f.bind('start_date')} error={f.errors.start_date} />
          <Field label="End Date *" type="date" {...f.bind('end_date')} error={f.errors.end_date} />
          <Field label="Trial Period (days) *" type="number" min={1} {...f.bind('trial_period_days')} error={f.errors.trial_period_days} />
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
            <input type="checkbox" checked={Boolean(f.values.is_featured)} onChange={(e) => f.set('is_featured', e.target.checked)} className="h-4 w-4" />
            Featured
          </label>
        </div>
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={item ? 'Update Trial' : 'Create Trial'} />
      </form>
    </Modal>
  );
}

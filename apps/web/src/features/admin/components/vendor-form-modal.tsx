import { type AdminVendor, vendorCreateInput, vendorUpdateInput } from '@portal/shared/admin';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useSave } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { FormButtons, TextArea } from './form-controls.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** 'Add New Vendor' / 'Edit Vendor': the id is editable only when adding. Errors show in the banner at the top. */
export function VendorFormModal({ vendor, onClose, onSaved }: { vendor: AdminVendor | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('vendors');
  const f = useAdminForm(vendor ? vendorUpdateInput : vendorCreateInput, {
    id: vendor?.id ?? '',
    name: vendor?.name ?? '',
    domainName: vendor?.domainName ?? '',
    websiteUrl: vendor?.websiteUrl ?? '',
    vendorManagerEmail: vendor?.vendorManagerEmail ?? '',
    description: vendor?.description ?? '',
  });
  const firstError = Object.values(f.errors)[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate(({ id, ...rest }) => (vendor ? rest : { id, ...rest }));
    if (!body) return;
    save.mutate({ id: vendor?.id, body }, { onSuccess: () => onSaved(vendor ? 'Vendor updated' : 'Vendor created') });
  };
  const banner = firstError ?? (save.error ? errorMessage(save.error) : null);
  /** The banner already says the first field error: that field points to it instead of repeating it. */
  const err = (name: keyof typeof f.errors) => {
    const e = f.errors[name];
    return e && e === banner ? { 'aria-invalid': true as const, 'aria-describedby': 'vendor-form-error' } : { error: e };
  };
  return (
    <Modal title={vendor ? 'Edit Vendor' : 'Add New Vendor'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {banner && (
          <div id="vendor-form-error">
            <Alert tone="error">{banner}</Alert>
          </div>
        )}
        <Field
          label="Vendor ID"
          {...f.bind('id')}
          readOnly={Boolean(vendor)}
          required
          {...err('id')}
          hint={vendor ? 'The vendor ID cannot be changed.' : 'Lowercase letters, numbers and hyphens, e.g. my-vendor'}
        />
        <Field label="Vendor Name" {...f.bind('name')} required {...err('name')} />
        <Field label="Domain Name" {...f.bind('domainName')} placeholder="example.com" {...err('domainName')} />
        <Field label="Website URL" type="url" {...f.bind('websiteUrl')} {...err('websiteUrl')} />
        <Field label="Vendor Manager Email" type="email" {...f.bind('vendorManagerEmail')} {...err('vendorManagerEmail')} />
        <TextArea label="Description" rows={3} {...f.bind('description')} {...err('description')} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={vendor ? 'Update Vendor' : 'Create Vendor'} />
      </form>
    </Modal>
  );
}

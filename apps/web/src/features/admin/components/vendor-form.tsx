import { type AdminVendor, vendorCreateInput, vendorUpdateInput } from '@portal/shared/admin';
import { type FormSpec, formValues } from './resource-form-modal.tsx';

const defaults = { id: '', name: '', domainName: '', websiteUrl: '', vendorManagerEmail: '', description: '' };

/** 'Add New Vendor' / 'Edit Vendor': the id is editable only when adding. Errors show in the banner at the top. */
export const vendorForm = (vendor: AdminVendor | null): FormSpec<typeof defaults> => ({
  resource: 'vendors',
  schema: vendor ? vendorUpdateInput : vendorCreateInput,
  initial: formValues(vendor, defaults),
  toBody: ({ id, ...rest }) => (vendor ? rest : { id, ...rest }),
  items: [
    {
      name: 'id',
      label: 'Vendor ID',
      readOnly: Boolean(vendor),
      required: true,
      hint: vendor ? 'The vendor ID cannot be changed.' : 'Lowercase letters, numbers and hyphens, e.g. my-vendor',
    },
    { name: 'name', label: 'Vendor Name', required: true },
    { name: 'domainName', label: 'Domain Name', placeholder: 'example.com' },
    { name: 'websiteUrl', label: 'Website URL', type: 'url' },
    { name: 'vendorManagerEmail', label: 'Vendor Manager Email', type: 'email' },
    { name: 'description', label: 'Description', as: 'textarea', rows: 3 },
  ],
  noun: 'Vendor',
  title: ['Edit Vendor', 'Add New Vendor'],
  banner: 'vendor-form-error',
});

import { type AdminVendor, vendorCreateInput, vendorUpdateInput } from '@portal/shared/admin';
import { ResourceFormModal } from './resource-form-modal.tsx';

/** 'Add New Vendor' / 'Edit Vendor': the id is editable only when adding. Errors show in the banner at the top. */
export function VendorFormModal({ vendor, onClose, onSaved }: { vendor: AdminVendor | null; onClose: () => void; onSaved: (msg: string) => void }) {
  return (
    <ResourceFormModal
      resource="vendors"
      id={vendor?.id}
      schema={vendor ? vendorUpdateInput : vendorCreateInput}
      initial={{
        id: vendor?.id ?? '',
        name: vendor?.name ?? '',
        domainName: vendor?.domainName ?? '',
        websiteUrl: vendor?.websiteUrl ?? '',
        vendorManagerEmail: vendor?.vendorManagerEmail ?? '',
        description: vendor?.description ?? '',
      }}
      toBody={({ id, ...rest }) => (vendor ? rest : { id, ...rest })}
      items={[
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
      ]}
      title={vendor ? 'Edit Vendor' : 'Add New Vendor'}
      submitLabel={vendor ? 'Update Vendor' : 'Create Vendor'}
      saved={vendor ? 'Vendor updated' : 'Vendor created'}
      onClose={onClose}
      onSaved={onSaved}
      banner="vendor-form-error"
    />
  );
}

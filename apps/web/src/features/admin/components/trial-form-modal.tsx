import { type AdminTrial, newTrialDefaults, trialInput } from '@portal/shared/admin';
import { type FormItem, ResourceFormModal } from './resource-form-modal.tsx';

const initial = (item: AdminTrial | null) => {
  const d = newTrialDefaults();
  return {
    vendorId: item?.vendorId ?? '',
    productName: item?.productName ?? '',
    description: item?.description ?? '',
    accessLink: item?.accessLink ?? '',
    startDate: item ? item.startDate.slice(0, 10) : d.startDate,
    endDate: item ? item.endDate.slice(0, 10) : d.endDate,
    trialPeriodDays: String(item?.trialPeriodDays ?? d.trialPeriodDays),
    status: item?.status ?? d.status,
    isFeatured: item?.isFeatured ?? d.isFeatured,
  };
};

const items: FormItem<ReturnType<typeof initial>>[] = [
  { name: 'productName', label: 'Product Name *' },
  { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
  { name: 'description', label: 'Description *', as: 'textarea', rows: 3, hint: (v) => `${String(v.description).length}/500` },
  { name: 'accessLink', label: 'Access Link *', type: 'url' },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'startDate', label: 'Start Date *', type: 'date' },
      { name: 'endDate', label: 'End Date *', type: 'date' },
      { name: 'trialPeriodDays', label: 'Trial Period (days) *', type: 'number', min: 1 },
    ],
  },
  {
    grid: 'items-end sm:grid-cols-2',
    items: [
      {
        name: 'status',
        label: 'Status',
        as: 'select',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ],
      },
      { name: 'isFeatured', label: 'Featured', as: 'checkbox' },
    ],
  },
];

export function TrialFormModal({ item, onClose, onSaved }: { item: AdminTrial | null; onClose: () => void; onSaved: (msg: string) => void }) {
  return (
    <ResourceFormModal
      resource="product-trials"
      id={item?.id}
      schema={trialInput}
      initial={initial(item)}
      items={items}
      title={item ? 'Edit Product Trial' : 'Add Product Trial'}
      submitLabel={item ? 'Update Trial' : 'Create Trial'}
      saved={item ? 'Trial updated' : 'Trial created'}
      onClose={onClose}
      onSaved={onSaved}
      wide
      topics
    />
  );
}

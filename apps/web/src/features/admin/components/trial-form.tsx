import { type AdminTrial, newTrialDefaults, trialInput } from '@portal/shared/admin';
import { type FormItem, type FormSpec, formValues } from './resource-form-modal.tsx';

const initial = (item: AdminTrial | null) => {
  const d = newTrialDefaults();
  const values = formValues(item, { vendorId: '', productName: '', description: '', accessLink: '', ...d, trialPeriodDays: String(d.trialPeriodDays) });
  return item ? { ...values, startDate: item.startDate.slice(0, 10), endDate: item.endDate.slice(0, 10) } : values;
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

export const trialForm = (item: AdminTrial | null): FormSpec<ReturnType<typeof initial>> => ({
  resource: 'product-trials',
  schema: trialInput,
  initial: initial(item),
  items,
  noun: 'Product Trial',
  short: 'Trial',
  wide: true,
  topics: true,
});

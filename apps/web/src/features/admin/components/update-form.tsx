import { type AdminUpdate, updateInput } from '@portal/shared/admin';
import { type FormItem, type FormSpec, formValues } from './resource-form-modal.tsx';

const defaults = { vendorId: '', productName: '', version: '', releaseDate: '', features: '', releaseNotesUrl: '', demoVideoUrl: '', videoUrl: '' };

const items: FormItem<typeof defaults>[] = [
  { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
  {
    grid: 'sm:grid-cols-3',
    items: [
      { name: 'productName', label: 'Product Name *' },
      { name: 'version', label: 'Version *' },
      { name: 'releaseDate', label: 'Release Date *', type: 'date' },
    ],
  },
  { name: 'features', label: 'Features * (one per line)', as: 'textarea', rows: 4 },
  { name: 'releaseNotesUrl', label: 'Release Notes URL', type: 'url' },
  { name: 'demoVideoUrl', label: 'Demo Video URL', type: 'url' },
  { name: 'videoUrl', label: 'Video URL', type: 'url', hint: 'A YouTube, Vimeo or Wistia URL' },
];

export const updateForm = (item: AdminUpdate | null): FormSpec<typeof defaults> => ({
  resource: 'product-updates',
  schema: updateInput,
  initial: formValues(item, { ...defaults, releaseDate: new Date().toISOString().slice(0, 10) }),
  items,
  noun: 'Product Update',
  short: '',
  saved: ['Product update saved', 'Product update created'],
  wide: true,
  topics: true,
});

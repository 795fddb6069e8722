import { type AdminUpdate, updateInput } from '@portal/shared/admin';
import { type FormItem, ResourceFormModal } from './resource-form-modal.tsx';

const initial = (item: AdminUpdate | null) => ({
  vendorId: item?.vendorId ?? '',
  productName: item?.productName ?? '',
  version: item?.version ?? '',
  releaseDate: item?.releaseDate ?? new Date().toISOString().slice(0, 10),
  features: item?.features.join('\n') ?? '',
  releaseNotesUrl: item?.releaseNotesUrl ?? '',
  demoVideoUrl: item?.demoVideoUrl ?? '',
  videoUrl: item?.videoUrl ?? '',
});

const items: FormItem<ReturnType<typeof initial>>[] = [
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

export function UpdateFormModal({ item, onClose, onSaved }: { item: AdminUpdate | null; onClose: () => void; onSaved: (msg: string) => void }) {
  return (
    <ResourceFormModal
      resource="product-updates"
      id={item?.id}
      schema={updateInput}
      initial={initial(item)}
      items={items}
      title={item ? 'Edit Product Update' : 'Add Product Update'}
      submitLabel={item ? 'Update' : 'Create'}
      saved={item ? 'Product update saved' : 'Product update created'}
      onClose={onClose}
      onSaved={onSaved}
      wide
      topics
    />
  );
}

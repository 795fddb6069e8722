import { type AdminCert, type AdminCourse, certInput, courseInput } from '@portal/shared/admin';
import { ResourceFormModal } from './resource-form-modal.tsx';

/** Certification or AI course: vendor, name, description, link, optional video. */
export function ContentFormModal({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: 'certification' | 'course';
  item: AdminCert | AdminCourse | null;
  onClose: () => void;
  onSaved: (msg: string) => void;
}) {
  const isCert = kind === 'certification';
  const link = item ? ('certificationLink' in item ? item.certificationLink : item.courseLink) : '';
  const linkKey = isCert ? 'certificationLink' : 'courseLink';
  const noun = isCert ? 'Certification' : 'AI Course';
  return (
    <ResourceFormModal
      resource={isCert ? 'certifications' : 'ai-courses'}
      id={item?.id}
      schema={isCert ? certInput : courseInput}
      initial={{
        vendorId: item?.vendorId ?? '',
        name: item?.name ?? '',
        description: item?.description ?? '',
        link: link ?? '',
        videoUrl: item?.videoUrl ?? '',
      }}
      toBody={({ link: l, ...rest }) => ({ ...rest, [linkKey]: l })}
      errorNames={({ [linkKey]: linkErr, ...rest }) => (linkErr ? { link: linkErr, ...rest } : rest)}
      items={[
        { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
        { name: 'name', label: 'Name *' },
        { name: 'description', label: 'Description *', as: 'textarea', rows: 3 },
        { name: 'link', label: isCert ? 'Certification Link *' : 'Course Link *', type: 'url' },
        { name: 'videoUrl', label: 'Video URL', type: 'url', hint: 'A YouTube, Vimeo or Wistia URL' },
      ]}
      title={`${item ? 'Edit' : 'Add'} ${noun}`}
      submitLabel={item ? 'Update' : 'Create'}
      saved={item ? `${noun} updated` : `${noun} created`}
      onClose={onClose}
      onSaved={onSaved}
      wide
      topics
    />
  );
}

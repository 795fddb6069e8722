import { type AdminCert, type AdminCourse, certInput, courseInput } from '@portal/shared/admin';
import { type FormSpec, formValues } from './resource-form-modal.tsx';

const defaults = { vendorId: '', name: '', description: '', link: '', videoUrl: '', level: '', duration: '', isPremium: false };
export type ContentValues = typeof defaults;

/** Certification or AI course: vendor, name, description, link, optional video, level, duration and the Pro-only mark. */
export const contentForm =
  (kind: 'certification' | 'course') =>
  (item: AdminCert | AdminCourse | null): FormSpec<ContentValues> => {
    const isCert = kind === 'certification';
    const linkKey = isCert ? 'certificationLink' : 'courseLink';
    const noun = isCert ? 'Certification' : 'AI Course';
    const link = item ? ('certificationLink' in item ? item.certificationLink : item.courseLink) : '';
    return {
      resource: isCert ? 'certifications' : 'ai-courses',
      schema: isCert ? certInput : courseInput,
      initial: formValues(item, { ...defaults, link: link ?? '' }),
      toBody: ({ link: l, ...rest }) => ({ ...rest, [linkKey]: l }),
      errorNames: ({ [linkKey]: linkErr, ...rest }) => (linkErr ? { link: linkErr, ...rest } : rest),
      items: [
        { name: 'vendorId', label: 'Vendor *', as: 'vendor' },
        { name: 'name', label: 'Name *' },
        { name: 'description', label: 'Description *', as: 'textarea', rows: 3 },
        { name: 'link', label: isCert ? 'Certification Link *' : 'Course Link *', type: 'url' },
        { name: 'videoUrl', label: 'Video URL', type: 'url', hint: 'A YouTube, Vimeo or Wistia URL' },
        { name: 'level', label: 'Level', hint: 'As the description says, e.g. Foundation, Intermediate, Advanced' },
        { name: 'duration', label: 'Duration', hint: 'e.g. ~12 hours, 6 weeks' },
        { name: 'isPremium', label: 'Pro only (premium): the link is for Pro members', as: 'checkbox' },
      ],
      noun,
      short: '',
      wide: true,
      topics: true,
    };
  };

import { useCertificationList, useCourseList, useUpdateList } from '../api/catalog-list-queries.ts';
import { CertificationCard, CourseCard, UpdateCard } from './resource-cards.tsx';
import { SimpleList } from './simple-list.tsx';
import { courseListLd } from './structured-data.ts';

/** Each list's words; `noun` names the items in the search box and the no-match message. */
const texts = {
  certifications: {
    title: 'Certifications',
    subtitle: 'Professional certifications for AI-powered test automation.',
    noun: 'certifications',
    emptyAll: 'No certifications available.',
  },
  courses: { title: 'AI Courses', subtitle: 'Learn AI for software testing at your own pace.', noun: 'courses', emptyAll: 'No AI courses available.' },
  updates: { title: 'Product Updates', subtitle: 'The latest releases from AI testing vendors.', noun: 'updates', emptyAll: 'No product updates available.' },
};

export const CertificationList = () => (
  <SimpleList {...texts.certifications} useList={useCertificationList} render={(c) => <CertificationCard key={c.id} item={c} />} />
);
export const CourseList = () => (
  <SimpleList {...texts.courses} useList={useCourseList} render={(c) => <CourseCard key={c.id} item={c} />} jsonLd={courseListLd} />
);
export const UpdateList = () => <SimpleList {...texts.updates} useList={useUpdateList} render={(u) => <UpdateCard key={u.id} item={u} />} />;

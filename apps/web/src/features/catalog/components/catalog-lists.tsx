import { useCertificationList, useCourseList, useUpdateList, useVendorList } from '../api/catalog-queries.ts';
import { CertificationCard, CourseCard, UpdateCard } from './resource-cards.tsx';
import { SimpleList } from './simple-list.tsx';
import { courseListLd } from './structured-data.ts';
import { VendorCard } from './vendor-card.tsx';

export function CertificationList() {
  return (
    <SimpleList
      title="Certifications"
      subtitle="Professional certifications for AI-powered test automation."
      placeholder="Search certifications..."
      useList={useCertificationList}
      render={(c) => <CertificationCard key={c.id} item={c} />}
      emptySearch="No certifications found matching your search."
      emptyAll="No certifications available."
    />
  );
}

export function CourseList() {
  return (
    <SimpleList
      title="AI Courses"
      subtitle="Learn AI for software testing at your own pace."
      placeholder="Search courses..."
      useList={useCourseList}
      render={(c) => <CourseCard key={c.id} item={c} />}
      emptySearch="No courses found matching your search."
      emptyAll="No AI courses available."
      jsonLd={courseListLd}
    />
  );
}

export function UpdateList() {
  return (
    <SimpleList
      title="Product Updates"
      subtitle="The latest releases from AI testing vendors."
      placeholder="Search updates..."
      useList={useUpdateList}
      render={(u) => <UpdateCard key={u.id} item={u} />}
      emptySearch="No updates found matching your search."
      emptyAll="No product updates available."
    />
  );
}

export function VendorList() {
  return (
    <SimpleList
      title="AI Testing Vendors"
      subtitle="Explore the vendors shaping AI-powered test automation."
      placeholder="Search vendors..."
      useList={useVendorList}
      render={(v) => <VendorCard key={v.id} vendor={v} />}
      emptySearch="No vendors found matching your search."
      emptyAll="No vendors available."
    />
  );
}

import { certifications } from '../../db/schema/catalog.ts';
import { byVendor, lower, vendorContentQueries } from './admin-list.queries.ts';

export const certQueries = vendorContentQueries({
  table: certifications,
  columns: ['name', 'description', 'certificationLink', 'videoUrl', 'isPremium', 'level', 'duration', 'createdAt', 'updatedAt'],
  search: [certifications.name, certifications.description],
  sort: {
    name: lower(certifications.name),
    vendor: byVendor,
    description: lower(certifications.description),
    certificationLink: 'certificationLink',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
});

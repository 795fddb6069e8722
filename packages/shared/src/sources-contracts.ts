// Connected sources' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
// The vendor manager's operations act on their own vendor; the admin's name the vendor in the path.
import { contract } from './contract.ts';
import type {
  sourceCreateRequest,
  sourceDeleteResponse,
  sourceListResponse,
  sourceParam,
  sourceResponse,
  sourceVendorParam,
  sourceVendorSourceParam,
} from './sources.ts';

const tags = ['sources'] as const;

export const listOwn = contract<{ answer: typeof sourceListResponse }>()({
  method: 'get',
  path: '/api/vendor/sources',
  summary: 'The manager’s vendor’s connected sources and their state',
  tags,
  access: 'vendor_manager',
});

export const addOwn = contract<{ body: typeof sourceCreateRequest; answer: typeof sourceResponse }>()({
  method: 'post',
  path: '/api/vendor/sources',
  summary: 'Connect a job board (Greenhouse, Lever, Ashby), a product-update feed or a webinar calendar; it syncs at once',
  tags,
  access: 'vendor_manager',
  status: 201,
});

export const removeOwn = contract<{ params: typeof sourceParam; answer: typeof sourceDeleteResponse }>()({
  method: 'delete',
  path: '/api/vendor/sources/{id}',
  summary: 'Disconnect a source (its items stay)',
  tags,
  access: 'vendor_manager',
});

export const syncOwn = contract<{ params: typeof sourceParam; answer: typeof sourceResponse }>()({
  method: 'post',
  path: '/api/vendor/sources/{id}/sync',
  summary: 'Sync a source now',
  tags,
  access: 'vendor_manager',
  status: 202,
});

export const listOfVendor = contract<{ params: typeof sourceVendorParam; answer: typeof sourceListResponse }>()({
  method: 'get',
  path: '/api/admin/vendors/{vendorId}/sources',
  summary: 'A vendor’s connected sources and their state',
  tags,
  access: 'admin',
});

export const addForVendor = contract<{ params: typeof sourceVendorParam; body: typeof sourceCreateRequest; answer: typeof sourceResponse }>()({
  method: 'post',
  path: '/api/admin/vendors/{vendorId}/sources',
  summary: 'Connect a source for a vendor; it syncs at once',
  tags,
  access: 'admin',
  status: 201,
});

export const removeOfVendor = contract<{ params: typeof sourceVendorSourceParam; answer: typeof sourceDeleteResponse }>()({
  method: 'delete',
  path: '/api/admin/vendors/{vendorId}/sources/{id}',
  summary: 'Disconnect a vendor’s source (its items stay)',
  tags,
  access: 'admin',
});

export const syncOfVendor = contract<{ params: typeof sourceVendorSourceParam; answer: typeof sourceResponse }>()({
  method: 'post',
  path: '/api/admin/vendors/{vendorId}/sources/{id}/sync',
  summary: 'Sync a vendor’s source now',
  tags,
  access: 'admin',
  status: 202,
});

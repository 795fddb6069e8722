// The capability profiles', comparisons' and taxonomy's HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { okResponse } from './api.ts';
import type {
  compareImageParams,
  compareOpenedResponse,
  compareParams,
  compareResponse,
  taxonomyInput,
  taxonomyParams,
  taxonomyResponse,
  taxonomyUpdateInput,
  vendorProfileInput,
  vendorProfileResponse,
  vendorSlugParam,
} from './capabilities.ts';
import { contract } from './contract.ts';

const tags = ['capabilities'] as const;
/** The profile editor and the taxonomy belong to the admin screens. */
const adminTags = ['admin'] as const;

export const vendorProfile = contract<{ params: typeof vendorSlugParam; answer: typeof vendorProfileResponse }>()({
  method: 'get',
  path: '/api/vendors/{id}/profile',
  summary: "A vendor's capability profile (every claim with when it was last confirmed) and its verified review roll-up",
  tags,
  access: 'public',
  cache: 'catalog',
});

export const compare = contract<{ params: typeof compareParams; answer: typeof compareResponse }>()({
  method: 'get',
  path: '/api/compare/{key}',
  summary: "2 to 4 vendors side by side: profiles, ratings and each one's newest review ('a-vs-b', ids sorted)",
  tags,
  access: 'public',
  cache: 'catalog',
});

export const countCompareOpen = contract<{ params: typeof compareParams; answer: typeof compareOpenedResponse }>()({
  method: 'post',
  path: '/api/compare/{key}/opened',
  summary: 'Count one open of a comparison (the most opened ones are listed in the sitemap; rate-limited, bots not counted)',
  tags,
  access: 'public',
});

export const compareImage = contract<{ params: typeof compareImageParams }>()({
  method: 'get',
  path: '/og/compare/{file}',
  summary: "A comparison's link-preview image: <key>.png, 1200×630",
  tags,
  access: 'public',
  produces: 'image/png',
});

export const adminVendorProfile = contract<{ params: typeof vendorSlugParam; answer: typeof vendorProfileResponse }>()({
  method: 'get',
  path: '/api/admin/vendors/{id}/profile',
  summary: "A vendor's capability profile for editing",
  tags: adminTags,
  access: 'admin',
});

export const saveVendorProfile = contract<{
  params: typeof vendorSlugParam;
  body: typeof vendorProfileInput;
  answer: typeof vendorProfileResponse;
}>()({
  method: 'put',
  path: '/api/admin/vendors/{id}/profile',
  summary: "Save a vendor's capability profile: changed claims (or all, with confirmAll) are confirmed now (audited)",
  tags: adminTags,
  access: 'admin',
});

export const listTaxonomy = contract<{ answer: typeof taxonomyResponse }>()({
  method: 'get',
  path: '/api/admin/vendor-taxonomy',
  summary: 'The capability taxonomy (categories, frameworks, languages, CI) with vendor counts',
  tags: adminTags,
  access: 'admin',
});

export const createTerm = contract<{ body: typeof taxonomyInput; answer: typeof okResponse }>()({
  method: 'post',
  path: '/api/admin/vendor-taxonomy',
  summary: 'Add a taxonomy term (audited)',
  tags: adminTags,
  access: 'admin',
  status: 201,
});

export const updateTerm = contract<{ params: typeof taxonomyParams; body: typeof taxonomyUpdateInput; answer: typeof okResponse }>()({
  method: 'put',
  path: '/api/admin/vendor-taxonomy/{kind}/{slug}',
  summary: 'Rename or reorder a taxonomy term (audited)',
  tags: adminTags,
  access: 'admin',
});

export const deleteTerm = contract<{ params: typeof taxonomyParams; answer: typeof okResponse }>()({
  method: 'delete',
  path: '/api/admin/vendor-taxonomy/{kind}/{slug}',
  summary: 'Delete a taxonomy term; it leaves every profile (audited)',
  tags: adminTags,
  access: 'admin',
});

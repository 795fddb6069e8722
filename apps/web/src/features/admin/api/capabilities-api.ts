import type { taxonomyResponse, VendorProfileInput, vendorProfileResponse } from '@portal/shared/capabilities';
import type { TaxonomyKind } from '@portal/shared/capabilities-text';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The capability taxonomy and vendor profiles (issue 23, docs/decisions/2301). */
export const capabilityKeys = {
  taxonomy: ['admin', 'vendor-taxonomy'] as const,
  profile: (vendorId: string) => ['admin', 'vendor-profile', vendorId] as const,
};

export const useTaxonomy = () =>
  useQuery({ queryKey: capabilityKeys.taxonomy, queryFn: ({ signal }) => api<typeof taxonomyResponse>('/api/admin/vendor-taxonomy', { signal }) });

export const useAdminVendorProfile = (vendorId: string) =>
  useQuery({
    queryKey: capabilityKeys.profile(vendorId),
    queryFn: ({ signal }) => api<typeof vendorProfileResponse>(`/api/admin/vendors/${encodeURIComponent(vendorId)}/profile`, { signal }),
  });

export const saveVendorProfile = (vendorId: string, body: VendorProfileInput) =>
  api<typeof vendorProfileResponse>(`/api/admin/vendors/${encodeURIComponent(vendorId)}/profile`, { method: 'PUT', body });

export type TermBody = { name: string; description: string; sortOrder: number };
export const createTerm = (kind: TaxonomyKind, slug: string, body: TermBody) =>
  api('/api/admin/vendor-taxonomy', { method: 'POST', body: { kind, slug, ...body } });
export const updateTerm = (kind: TaxonomyKind, slug: string, body: TermBody) =>
  api(`/api/admin/vendor-taxonomy/${kind}/${encodeURIComponent(slug)}`, { method: 'PUT', body });
export const deleteTerm = (kind: TaxonomyKind, slug: string) => api(`/api/admin/vendor-taxonomy/${kind}/${encodeURIComponent(slug)}`, { method: 'DELETE' });

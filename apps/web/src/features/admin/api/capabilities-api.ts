import type { VendorProfileInput } from '@portal/shared/capabilities';
import * as capabilities from '@portal/shared/capabilities-contracts';
import type { TaxonomyKind } from '@portal/shared/capabilities-text';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';

/** The capability taxonomy and vendor profiles (issue 23, docs/decisions/2301). */
export const capabilityKeys = {
  taxonomy: ['admin', 'vendor-taxonomy'] as const,
  profile: (vendorId: string) => ['admin', 'vendor-profile', vendorId] as const,
};

export const useTaxonomy = () => useQuery({ queryKey: capabilityKeys.taxonomy, queryFn: ({ signal }) => call(capabilities.listTaxonomy, { signal }) });

export const useAdminVendorProfile = (vendorId: string) =>
  useQuery({
    queryKey: capabilityKeys.profile(vendorId),
    queryFn: ({ signal }) => call(capabilities.adminVendorProfile, { params: { id: vendorId }, signal }),
  });

export const saveVendorProfile = (vendorId: string, body: VendorProfileInput) => call(capabilities.saveVendorProfile, { params: { id: vendorId }, body });

export type TermBody = { name: string; description: string; sortOrder: number };
export const createTerm = (kind: TaxonomyKind, slug: string, body: TermBody) => call(capabilities.createTerm, { body: { kind, slug, ...body } });
export const updateTerm = (kind: TaxonomyKind, slug: string, body: TermBody) => call(capabilities.updateTerm, { params: { kind, slug }, body });
export const deleteTerm = (kind: TaxonomyKind, slug: string) => call(capabilities.deleteTerm, { params: { kind, slug } });

import type { SourceCreateRequest } from '@portal/shared/sources';
import * as sources from '@portal/shared/sources-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, contractKey } from '../../../lib/api-contract.ts';

/**
 * A vendor's connected sources: the manager's own (no `vendorId`) or, for an admin, the vendor named by
 * `vendorId`. The same operations on either, each from its own contract.
 */
export type SourcesOwner = { vendorId?: string };

const listInput = (vendorId: string) => ({ params: { vendorId } });

export const sourceKeys = {
  all: ['sources'] as const,
  list: ({ vendorId }: SourcesOwner): readonly unknown[] =>
    vendorId ? contractKey(sources.listOfVendor, listInput(vendorId)) : contractKey(sources.listOwn, {}),
};

/** Polls every 3 s while a sync waits or runs, so the state shows when it is done. */
export const sourcesQuery = (owner: SourcesOwner) =>
  queryOptions({
    queryKey: sourceKeys.list(owner),
    queryFn: ({ signal }) => (owner.vendorId ? call(sources.listOfVendor, { ...listInput(owner.vendorId), signal }) : call(sources.listOwn, { signal })),
    refetchInterval: (q) => (q.state.data?.sources.some((s) => s.pending) ? 3000 : false),
  });

export const addSource = ({ vendorId }: SourcesOwner, body: SourceCreateRequest) =>
  vendorId ? call(sources.addForVendor, { params: { vendorId }, body }) : call(sources.addOwn, { body });
export const syncSource = ({ vendorId }: SourcesOwner, id: string) =>
  vendorId ? call(sources.syncOfVendor, { params: { vendorId, id } }) : call(sources.syncOwn, { params: { id } });
export const removeSource = ({ vendorId }: SourcesOwner, id: string) =>
  vendorId ? call(sources.removeOfVendor, { params: { vendorId, id } }) : call(sources.removeOwn, { params: { id } });

import * as capabilities from '@portal/shared/capabilities-contracts';
import * as catalog from '@portal/shared/catalog-contracts';
import type { ContentType } from '@portal/shared/catalog';
import type { Contract } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, type CallInput, call } from '../../../lib/api-contract.ts';
import { catalogKeys, useViewer } from './catalog-queries.ts';
import { keptItem } from './member-flags.ts';

/** The catalogue's detail answers (outside the landing's first load): each calls its contract, keyed as before by its path. */

type Get = Contract & { method: 'get' };
type OneInput<C extends Get> = Omit<CallInput<C>, 'signal' | 'auth'>;

/** The path a detail query is keyed by: the contract's path with its parameters filled in (escaped). */
const keyPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

/**
 * The query of one catalogue answer for a viewer key ('anon' for visitors): what useDetail reads, what a route declares.
 * `flags`: the answer is one item of that content type whose only member-specific fields are its flags (the job page);
 * a signed-in member's first fetch then keeps the visitors' answer the server rendered and lays the member's flags over
 * it (one flags request instead of the item again, member-flags.ts; docs/decisions/2421-item-flags-overlay.md).
 */
export const detailQuery = <C extends Get>(viewerKey: string, name: string, contract: C, input: OneInput<C>, flags?: ContentType) => {
  const path = keyPath(contract.path, input.params as Record<string, unknown> | undefined);
  const queryKey = catalogKeys.one(viewerKey, name, path);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<Answer<C>> => {
      const first = flags && viewerKey !== 'anon' && client.getQueryData(queryKey) === undefined;
      const kept = first ? await keptItem<Answer<C> & { id: string }>(client, catalogKeys.one('anon', name, path), flags, signal) : undefined;
      return kept ?? call(contract, { ...input, signal } as CallInput<C>);
    },
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });
};

/** One catalogue answer for the viewer (visitor or member), keyed by who asks. */
function useDetail<C extends Get>(name: string, contract: C, input: OneInput<C>, flags?: ContentType) {
  const viewer = useViewer();
  return useQuery({ ...detailQuery(viewer.key, name, contract, input, flags), enabled: viewer.ready });
}

export const useDashboard = () => useDetail('dashboard', catalog.dashboard, {});
export const useWebinar = (id: string) => useDetail('webinar', catalog.getWebinar, { params: { id } });
export const useTrial = (id: string) => useDetail('trial', catalog.getTrial, { params: { id } });
export const useJob = (id: string) => useDetail('job', catalog.getJob, { params: { id } }, 'job');
export const jobQuery = (id: string) => detailQuery('anon', 'job', catalog.getJob, { params: { id } }, 'job');
export const useVendor = (id: string) => useDetail('vendor', catalog.getVendor, { params: { id } });

/**
 * An answer that is the same for every viewer (no member fields: a capability profile, a comparison), kept under the
 * visitors' key whoever asks: a signed-in browser keeps the one the server rendered and asks nothing after hydrating
 * (docs/decisions/2421-item-flags-overlay.md).
 */
function useShared<C extends Get>(name: string, contract: C, input: OneInput<C>) {
  return useQuery(detailQuery('anon', name, contract, input));
}

export const useVendorProfile = (id: string) => useShared('vendor-profile', capabilities.vendorProfile, { params: { id } });
export const useCompare = (key: string) => useShared('compare', capabilities.compare, { params: { key } });

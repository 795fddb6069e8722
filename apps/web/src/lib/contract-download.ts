import type { Contract } from '@portal/shared/contract';
import { apiDownload } from './api-client.ts';
import { type CallInput, contractPath } from './api-contract.ts';

/**
 * Downloads the file a GET contract produces (CSV, a backup) with the session, as apiDownload does: the path
 * and its parameters come from the contract, the input is checked against it. Answers the file's name.
 */
export function contractDownload<C extends Contract & { method: 'get'; produces: string }>(
  contract: C,
  input: Pick<CallInput<C>, 'params' | 'query'>,
  fallbackName: string,
): Promise<string> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return apiDownload(contractPath(contract.path, params, query), fallbackName);
}

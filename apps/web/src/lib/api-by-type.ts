import type { Contract } from '@portal/shared/contract';
import { api } from './api-client.ts';
import type { Answer, CallInput } from './api-contract.ts';

/**
 * call() for the modules of every first load (lib/auth.tsx, the landing's queries): the contract is named by type
 * only, `callByType<typeof catalog.landing>('get', '/api/landing', {})`, so no contract module joins the first load
 * (a contract module is placed whole, with every contract its feature calls, in the 'public' or 'app' chunk,
 * vite.config.ts). The compiler checks the method and path against the contract's; the answer type is the contract's.
 * Path parameters are filled and escaped as call() does; there is no query string here.
 */
export function callByType<C extends Contract>(method: C['method'], path: C['path'], input: Omit<CallInput<C>, 'query'>): Promise<Answer<C>> {
  const { params, ...options } = input as { params?: Record<string, unknown> };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return api<unknown>(filled, { ...options, method: method.toUpperCase() }) as Promise<Answer<C>>;
}

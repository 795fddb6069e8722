import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The query of a GET: its key, and the call typed by the shared schema `S`, cancelled with the query. */
export const apiQuery = <S, K extends QueryKey>(queryKey: K, path: string) => queryOptions({ queryKey, queryFn: ({ signal }) => api<S>(path, { signal }) });

import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a server-rendered route needs before it renders: the query options (the same keys as the screen's
 * hooks, as a visitor) as a function of the URL. A route module exports it as `data`; router.tsx puts it on the
 * route's `handle`, and the server renderer fetches every matched route's data first, then renders once.
 */
export type RouteData = (args: { params: Params; search: URLSearchParams }) => DeclaredQuery[];

/** Query options as queryOptions() makes them (their data types vary per query; the renderer only fetches them). */
export type DeclaredQuery = { queryKey: QueryKey; queryFn?: unknown; getNextPageParam?: unknown };

export type RouteHandle = { shell?: true; data?: RouteData };

/** Page-based paging: LIMIT/OFFSET from a validated page query, and the response envelope. */
export function pageWindow(q: { page: number; pageSize: number }) {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/** `total` may be a capped count (lib/search.queries.ts cappedCount): then totalCapped is true. */
export function paged<T>(items: T[], total: number | { total: number; capped: boolean }, q: { page: number; pageSize: number }) {
  const t = typeof total === 'number' ? { total, capped: false } : total;
  return {
    items,
    page: q.page,
    pageSize: q.pageSize,
    total: t.total,
    totalPages: Math.max(1, Math.ceil(t.total / q.pageSize)),
    ...(t.capped ? { totalCapped: true } : {}),
  };
}

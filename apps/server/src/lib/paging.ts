/** Page-based paging: LIMIT/OFFSET from a validated page query, and the response envelope. */
export function pageWindow(q: { page: number; pageSize: number }) {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

export function paged<T>(items: T[], total: number, q: { page: number; pageSize: number }) {
  return { items, page: q.page, pageSize: q.pageSize, total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/** Zod-free helpers for the closed lists shared by both sides. */

/** The keys of a label map, in order: a closed list declared once, with its labels (for z.enum and option lists). */
export function keysOf<K extends string>(labels: Record<K, string>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

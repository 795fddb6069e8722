/** At most `limit` tasks run at once; the others wait in order. Keeps CPU-heavy work (image decoding) from starving requests. */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter, or free it.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

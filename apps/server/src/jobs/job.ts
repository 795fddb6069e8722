import { z } from 'zod';
import type { Deps } from '../lib/context.ts';

/** Jobs are data: an id, a payload schema, an optional period, and a handler. */
export type JobDefinition<P extends z.ZodType = z.ZodType> = {
  id: string;
  payload: P;
  /** Recurring jobs run every this many seconds, claimed by one process per tick. */
  everySeconds?: number;
  handler: (deps: Deps, payload: z.output<P>) => Promise<void>;
};

export function defineJob<P extends z.ZodType>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/**
 * A recurring job without a payload. `run` returns counts of what it did; when any is not zero they
 * are logged with the message `done`.
 */
export function defineRecurringJob(def: { id: string; everySeconds: number; run: (deps: Deps) => Promise<Record<string, number> | undefined>; done?: string }) {
  return defineJob({
    id: def.id,
    payload: z.object({}).default({}),
    everySeconds: def.everySeconds,
    handler: async (deps) => {
      const counts = await def.run(deps);
      if (counts && def.done && Object.values(counts).some(Boolean)) deps.log.info(counts, def.done);
    },
  });
}

import type { z } from 'zod';
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

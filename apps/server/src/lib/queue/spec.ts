/** A table of work items with status, attempts, a due time and a lease (email_outbox, background_jobs). */
export type QueueSpec = {
  name: string;
  table: 'email_outbox' | 'background_jobs';
  dueColumn: 'next_attempt_at' | 'run_at';
  /** Status while claimed, and once done. */
  running: string;
  done: string;
  /**
   * A claim older than this is taken to be from a crashed or stuck worker and claimed again. A claim
   * whose worker's heartbeat is stale is claimed again sooner (lib/queue/claim.ts HEARTBEAT_STALE_SECONDS).
   */
  leaseSeconds: number;
  maxAttempts: (row: QueueRow) => number;
  /** Delay before the next try of this row after `attempts` failed tries. */
  backoffSeconds: (attempts: number, row: QueueRow) => number;
  /** Timestamp columns set to now() on claim, success and failure (besides the queue's own columns). */
  stamp?: { claim?: StampColumn[]; done?: StampColumn[]; fail?: StampColumn[] };
  /** background_jobs only: claim only the jobs with these names, or every job but these (a worker lane's share). */
  names?: { only: string[] } | { except: string[] };
};

export type StampColumn = 'updated_at' | 'sent_at';

export type QueueRow = { id: string; attempts: number } & Record<string, unknown>;

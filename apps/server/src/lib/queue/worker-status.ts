/** What the background workers of this process report (for /api/ready and /metrics): the lanes of jobs/runner.ts. */
export type LaneName = 'schedules' | 'email' | 'jobs' | 'sources';
export type WorkerStatus = { running: boolean; lanes: Record<LaneName, { lastTurnAt: number; busySince: number | null }>; lastBeatAt: number };

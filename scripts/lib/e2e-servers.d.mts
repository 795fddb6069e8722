/** Types of e2e-servers.mjs (imported by apps/web/playwright.config.ts). */
/** Seconds until a new job alert is first due on the e2e server. */
export declare const ALERT_FIRST_DUE_SECONDS: number;
export type E2eSettings = { port: number; mailHttp: number; mailSmtp: number; dataDir: string };
export type E2eServer = { name: string; command: string; url: string; timeout: number; env: Record<string, string> };
export declare function e2eSettings(env?: Record<string, string | undefined>): E2eSettings;
export declare function e2eServers(settings?: E2eSettings): E2eServer[];
export declare function startE2eServers(settings?: E2eSettings): { ready: Promise<unknown>; stop: () => void };

/** Types of ui-check.mjs (imported by apps/web/playwright.config.ts). */
export declare const recordFile: string;
export declare function uiHash(): string;
export declare function recordedHash(): string | null;
export declare function uiChecks(env?: Record<string, string | undefined>): { run: boolean; why: string };
export declare function recordUiPass(): void;

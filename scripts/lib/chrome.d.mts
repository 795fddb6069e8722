export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
export declare function e2eChromium(env?: NodeJS.ProcessEnv): string | null;

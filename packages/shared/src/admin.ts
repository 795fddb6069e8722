/** Admin console: request/response schemas, messages and pure rules (spec part 2 sections 2-9), one file per area. */
export * from './admin-content.ts';
export * from './admin-directory.ts';
export * from './admin-fields.ts';
export * from './admin-trials.ts';

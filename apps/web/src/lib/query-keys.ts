/** Roots of query keys one feature must refresh in another (features never import each other). */
export const catalogKeys = { all: ['catalog'] as const };
export const webinarRegistrationKeys = { all: ['webinar-registration'] as const };
/** The bell: actions that create a notification (register, activate, pay) refresh it. */
export const bellKeys = { all: ['notifications'] as const };

/** Webinar texts without zod: the browser's first load imports these (webinars.ts re-exports them). */
export const webinarMessages = {
  notFound: 'Webinar not found',
  registrationClosed: 'Registration Closed',
  cannotRegister: 'Registration is closed for this webinar',
  registerFailed: 'Failed to register for the webinar',
} as const;

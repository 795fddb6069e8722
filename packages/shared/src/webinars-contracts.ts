// The webinar registrations' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { uuidParam } from './api.ts';
import type { registerResponse, webinarPanelResponse } from './webinars.ts';
import { contract } from './contract.ts';

const tags = ['webinars'] as const;

export const registrationPanel = contract<{ params: typeof uuidParam; answer: typeof webinarPanelResponse }>()({
  method: 'get',
  path: '/api/webinars/{id}/registration',
  summary: "A webinar's side panel: derived status, links, and whether I am registered",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const register = contract<{ params: typeof uuidParam; answer: typeof registerResponse }>()({
  method: 'post',
  path: '/api/webinars/{id}/register',
  summary: 'Register for a webinar (once per member); e-mails a confirmation with an .ics file',
  tags,
  access: 'user',
});

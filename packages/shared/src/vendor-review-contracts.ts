// The review queue (admins) and the vendor console's own operations outside the declared resources (issue 22):
// the manager's submissions, vendor profile and capability profile. Zod-free at run time (contract.ts).
import type { idResponse, vendorIdParam } from './admin.ts';
import type { okResponse, paginated, uuidParam } from './api.ts';
import type { vendorProfileInput as capabilityProfileInput } from './capabilities.ts';
import { contract } from './contract.ts';
import type {
  rejectRequest,
  submission,
  submissionCount,
  submissionDetail,
  submissionsQuery,
  submitResult,
  trustRequest,
  vendorCapabilities,
  vendorProfileInput,
  vendorProfileWithPending,
  submissionValues,
} from './vendor-review.ts';

type SubmissionPage = ReturnType<typeof paginated<typeof submission>>;
const vendor = { tags: ['vendor'], access: 'vendor_manager' } as const;
const admin = { tags: ['admin'], access: 'admin' } as const;

// ---------- vendor manager (own vendor only) ----------
export const ownSubmissions = contract<{ query: typeof submissionsQuery; answer: SubmissionPage }>()({
  ...vendor,
  method: 'get',
  path: '/api/vendor/submissions',
  summary: "The manager's own submissions and their review state",
});

export const ownSubmission = contract<{ params: typeof uuidParam; answer: typeof submissionDetail }>()({
  ...vendor,
  method: 'get',
  path: '/api/vendor/submissions/{id}',
  summary: "One of the manager's own submissions with its values",
});

export const editOwnSubmission = contract<{ params: typeof uuidParam; body: typeof submissionValues; answer: typeof submitResult }>()({
  ...vendor,
  method: 'put',
  path: '/api/vendor/submissions/{id}',
  summary: 'Edit a pending or rejected new item and send it to review again',
});

export const withdrawOwnSubmission = contract<{ params: typeof uuidParam; answer: typeof okResponse }>()({
  ...vendor,
  method: 'delete',
  path: '/api/vendor/submissions/{id}',
  summary: 'Withdraw a pending submission',
});

export const ownProfile = contract<{ answer: typeof vendorProfileWithPending }>()({
  ...vendor,
  method: 'get',
  path: '/api/vendor/profile',
  summary: "The manager's vendor profile and its review state",
});

export const submitOwnProfile = contract<{ body: typeof vendorProfileInput; answer: typeof submitResult }>()({
  ...vendor,
  method: 'put',
  path: '/api/vendor/profile',
  summary: 'Submit an edit of the vendor profile for review',
});

export const ownCapabilities = contract<{ answer: typeof vendorCapabilities }>()({
  ...vendor,
  method: 'get',
  path: '/api/vendor/capabilities',
  summary: "The manager's capability profile, the taxonomy, and the review state of its latest edit",
});

export const submitOwnCapabilities = contract<{ body: typeof capabilityProfileInput; answer: typeof submitResult }>()({
  ...vendor,
  method: 'put',
  path: '/api/vendor/capabilities',
  summary: 'Submit an edit of the capability profile for review (published at once for a trusted vendor)',
});

// ---------- admin ----------
export const queue = contract<{ query: typeof submissionsQuery; answer: SubmissionPage }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/submissions',
  summary: 'The review queue of vendor submissions',
});

export const pendingCount = contract<{ answer: typeof submissionCount }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/submissions/count',
  summary: 'How many vendor submissions wait for review',
});

export const submissionOf = contract<{ params: typeof uuidParam; answer: typeof submissionDetail }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/submissions/{id}',
  summary: 'One submission with its values and the live version',
});

export const approve = contract<{ params: typeof uuidParam; answer: typeof idResponse }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/submissions/{id}/approve',
  summary: 'Approve: publish the submission',
});

export const reject = contract<{ params: typeof uuidParam; body: typeof rejectRequest; answer: typeof okResponse }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/submissions/{id}/reject',
  summary: 'Reject the submission with a reason',
});

export const setTrusted = contract<{ params: typeof vendorIdParam; body: typeof trustRequest; answer: typeof okResponse }>()({
  ...admin,
  method: 'put',
  path: '/api/admin/vendors/{id}/trusted',
  summary: "Mark a vendor trusted (its managers' submissions publish at once) or not",
});

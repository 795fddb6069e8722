import type { SubmitResult } from '@portal/shared/vendor-review';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { submitCapabilities, useVendorCapabilities } from '../api/review-api.ts';
import { ReviewState, StateBadge } from './review-parts.tsx';
import { CapabilityForm, draftOfValues } from './vendor-profile-form.tsx';

/**
 * The vendor console's capability profile (issue 23 through issue 22's review, docs/decisions/2204): the
 * admin's form, submitted for review (published at once for a trusted vendor). A pending edit is shown
 * and edited again in place; the 'last confirmed' notes are the live profile's.
 */
export function VendorCapabilities() {
  const data = useVendorCapabilities();
  const notice = useNotice();
  const queryClient = useQueryClient();
  const c = data.data;
  return (
    <>
      <PageHeader title="Capability Profile" subtitle="What testers filter and compare by on /vendors and /compare." />
      {!c && <p role="status">{data.error ? errorMessage(data.error) : 'Loading…'}</p>}
      {c && (
        <section aria-labelledby="capabilities-state" className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="capabilities-state" className="text-lg font-semibold">
              Your profile
            </h2>
            <ReviewState review={c.review ?? undefined} />
            {c.trusted && <StateBadge state="approved" label="Trusted: changes publish at once" />}
          </div>
          {c.pending && <Alert tone="info">The form shows your edit that waits for review; the public profile changes when an admin approves it.</Alert>}
          <CapabilityForm
            key={`${c.review?.submissionId ?? 'live'}-${c.review?.state ?? ''}`}
            profile={c.profile}
            initial={c.pending ? draftOfValues(c.pending) : undefined}
            terms={c.terms}
            label={c.trusted ? 'Save profile' : 'Submit profile for review'}
            save={submitCapabilities}
            onSaved={async (r) => {
              notice('success', (r as SubmitResult).message);
              await queryClient.invalidateQueries({ queryKey: ['vendor-console'] });
            }}
          />
        </section>
      )}
    </>
  );
}

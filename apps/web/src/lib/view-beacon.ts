import type { recordView } from '@portal/shared/analytics-contracts';
import { useEffect } from 'react';
import type { CallInput } from './api-contract.ts';

type Tracked = 'job' | 'webinar' | 'certification' | 'product_update' | 'product_trial' | 'ai_course';

/** The browser says the visitor does not want to be tracked (the server checks the headers too). */
function optedOut(): boolean {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  return n.doNotTrack === '1' || n.globalPrivacyControl === true;
}

/**
 * Counts one view of a content detail page (`POST /api/views`, docs/decisions/1803). Sent once the
 * page rendered in the browser (never during server rendering or from a cached GET) as a plain fetch.
 * Failures are ignored: a view is not worth an error.
 */
export function useViewBeacon(type: Tracked, id: string) {
  useEffect(() => {
    if (!id || typeof fetch !== 'function' || optedOut()) return;
    const body: CallInput<typeof recordView>['body'] = { type, id };
    // The contract's path, written out: importing the contract object would add its text to every detail page.
    fetch('/api/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      // Read the (tiny) answer: until its body is consumed Chromium does not finish the request.
      .then((res) => res.text())
      .catch(() => {});
  }, [type, id]);
}

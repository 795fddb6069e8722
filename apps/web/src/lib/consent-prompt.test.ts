import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askConsent, consentAnswered, useConsentRequest } from './consent-prompt.ts';

describe('consent prompt store', () => {
  it('asks about each vendor once, in order, until answered', () => {
    const { result } = renderHook(() => useConsentRequest());
    expect(result.current).toBeNull();
    act(() => {
      askConsent({ vendorId: 'acme', vendorName: 'Acme', source: 'like' });
      askConsent({ vendorId: 'acme', vendorName: 'Acme', source: 'like' });
      askConsent({ vendorId: 'zeta', vendorName: 'Zeta', source: 'trial_activation' });
      askConsent(undefined);
    });
    expect(result.current?.vendorId).toBe('acme');
    act(() => consentAnswered('acme'));
    expect(result.current?.vendorId).toBe('zeta');
    act(() => consentAnswered('zeta'));
    expect(result.current).toBeNull();
  });
});

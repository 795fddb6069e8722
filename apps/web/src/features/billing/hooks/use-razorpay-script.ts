import { useEffect, useState } from 'react';

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type ScriptState = 'idle' | 'loading' | 'ready' | 'failed';

export type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { email?: string };
  theme?: { color?: string };
  handler: (r: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
};
type RazorpayCtor = new (o: RazorpayOptions) => { open: () => void; on: (event: string, cb: (e: unknown) => void) => void };

export const razorpayCtor = () => (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;

/** Loads Razorpay's hosted checkout script once (only when the server's gateway is Razorpay). */
export function useRazorpayScript(enabled: boolean): ScriptState {
  const [state, setState] = useState<ScriptState>(() => (razorpayCtor() ? 'ready' : 'idle'));
  useEffect(() => {
    if (!enabled || razorpayCtor()) {
      if (razorpayCtor()) setState('ready');
      return;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = RAZORPAY_CHECKOUT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
    setState('loading');
    const onLoad = () => setState(razorpayCtor() ? 'ready' : 'failed');
    const onError = () => {
      setState('failed');
      script?.remove();
    };
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    return () => {
      script?.removeEventListener('load', onLoad);
      script?.removeEventListener('error', onError);
    };
  }, [enabled]);
  return state;
}

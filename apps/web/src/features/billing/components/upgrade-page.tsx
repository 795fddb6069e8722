import { errorMessage } from '../../../lib/api-client.ts';
import { billingMessages, type CreateOrderResponse, discountedTotal, formatMoney, orderErrorText, verifyErrorText } from '@portal/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { createOrder, payLocally, planQuery, verifyPayment } from '../api/billing-api.ts';
import { type RazorpayResponse, razorpayCtor, useRazorpayScript } from '../hooks/use-razorpay-script.ts';
import { CompareTable } from './compare-table.tsx';
import { type AppliedCode, DiscountCode } from './discount-code.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PlanCard } from './plan-card.tsx';
import { TestCheckoutDialog } from './test-checkout-dialog.tsx';
import { UpgradeFaq } from './upgrade-faq.tsx';

type Step = 'idle' | 'creating' | 'checkout' | 'verifying' | 'done';
type Notice = { tone: 'error' | 'success'; text: string; detail?: string | null } | null;

const REDIRECT_MS = 2000;

const failure = (err: unknown) =>
  err instanceof ApiError ? { status: err.status, message: err.message } : { status: -1, message: err instanceof Error ? err.message : '' };

/** The /upgrade screen: plan card, discount code, order summary with checkout, compare table and FAQ. */
export function UpgradePage() {
  const plan = useQuery(planQuery());
  const { me } = useAuth();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [notice, setNotice] = useState<Notice>(null);
  const [order, setOrder] = useState<CreateOrderResponse | null>(null);
  const [paying, setPaying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const script = useRazorpayScript(plan.data?.checkout.gateway === 'razorpay');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (fn: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, REDIRECT_MS);
  };

  /**
   * Pro is active: the confirmation screen says so (with the spec's alert text), shows the Pro badge, the plan
   * and its renewal date, and refreshes every answer once it is on screen (refreshing here would let /upgrade's
   * Pro redirect win the race to /dashboard while the confirmation loads).
   */
  function finish(text: string) {
    setStep('done');
    setNotice({ tone: 'success', text });
    navigate(paths.upgradeWelcome, { state: { message: text } });
  }

  function sessionExpired(text: string) {
    setStep('idle');
    setNotice({ tone: 'error', text });
    later(() => navigate(paths.login));
  }

  async function verify(r: RazorpayResponse) {
    setStep('verifying');
    try {
      await verifyPayment({ ...r, discountCode: applied?.code ?? null });
      finish(billingMessages.paymentSuccess);
    } catch (err) {
      const f = failure(err);
      if (f.status === 401) return sessionExpired(billingMessages.verifySessionExpired);
      setStep('idle');
      setNotice({ tone: 'error', text: verifyErrorText(f, r.razorpay_payment_id) });
    } finally {
      setPaying(false);
    }
  }

  /** Closing the checkout (Cancel, Escape) stops processing. */
  function dismissCheckout() {
    setStep('idle');
  }

  async function start() {
    if (!plan.data) return;
    const gateway = plan.data.checkout.gateway;
    const total = discountedTotal(plan.data.plan.amount, applied?.percentage ?? 0);
    if (gateway === 'razorpay' && total > 0) {
      if (script === 'failed') return setNotice({ tone: 'error', text: billingMessages.scriptFailed });
      if (script !== 'ready') return setNotice({ tone: 'error', text: billingMessages.scriptLoading });
    }
    setNotice(null);
    setStep('creating');
    let created: CreateOrderResponse;
    try {
      created = await createOrder(applied?.code ?? null);
    } catch (err) {
      const f = failure(err);
      if (f.status === 401) return sessionExpired(billingMessages.sessionExpired);
      const { text, code } = orderErrorText(f);
      setStep('idle');
      return setNotice({ tone: 'error', text, detail: code });
    }
    if (created.success || created.amount === 0) return finish(billingMessages.freeActivated);

    if (created.gateway === 'local') {
      setOrder(created);
      setStep('checkout');
      return;
    }
    const Razorpay = razorpayCtor();
    if (!Razorpay || !created.keyId) {
      setStep('idle');
      return setNotice({ tone: 'error', text: billingMessages.scriptFailed });
    }
    setStep('checkout');
    const checkout = new Razorpay({
      key: created.keyId,
      amount: created.amount,
      currency: created.currency,
      name: 'AI Testing Hub',
      description: 'Pro plan (yearly)',
      order_id: created.orderId,
      prefill: { email: me?.profile.email },
      theme: { color: '#4f46e5' },
      handler: (r) => void verify(r),
      // Closing the checkout stops processing.
      modal: { ondismiss: () => setStep('idle') },
    });
    checkout.open();
  }

  async function payTest() {
    if (!order) return;
    setPaying(true);
    try {
      const r = await payLocally(order.orderId);
      await verify(r);
    } catch (err) {
      setPaying(false);
      const f = failure(err);
      if (f.status === 401) return sessionExpired(billingMessages.sessionExpired);
      setStep('idle');
      setNotice({ tone: 'error', text: f.status === 0 ? billingMessages.network : errorMessage(err) });
    }
  }

  // The heading is there while the plan loads, so the cards take the skeleton's place without moving anything.
  const intro = (
    <header className="space-y-2 text-center">
      <h1 className="flex items-center justify-center gap-2 text-3xl font-bold">
        <Sparkles className="h-7 w-7 text-amber-500" aria-hidden="true" /> Upgrade to Pro
      </h1>
      <p className="text-slate-600 dark:text-slate-400">One plan, billed yearly. Everything in AI Testing Hub, without limits.</p>
    </header>
  );
  if (plan.isPending) {
    return (
      <div className="space-y-10">
        {intro}
        <div aria-live="polite" aria-atomic="true" />
        <span className="sr-only">Loading the Pro plan…</span>
        <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
          <div className="h-80 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          <div className="h-80 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    );
  }
  if (plan.isError) return <Alert tone="error">{errorMessage(plan.error)}</Alert>;

  const { plan: pro } = plan.data;
  const pct = applied?.percentage ?? 0;
  const total = discountedTotal(pro.amount, pct);
  const busy = step !== 'idle';
  const label =
    step === 'creating' || step === 'checkout' || step === 'verifying'
      ? 'Processing…'
      : total === 0
        ? 'Claim Free Pro Access'
        : `Pay ${formatMoney(total, pro.currency)}`;

  return (
    <div className="space-y-10">
      {intro}

      <div aria-live="polite" aria-atomic="true">
        {notice && (
          <Alert tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.detail && <p className="mt-1 font-mono text-xs">{notice.detail}</p>}
            {notice.tone === 'success' && (
              <p className="mt-2">
                <ButtonLink to={paths.dashboard} variant="secondary" className="mt-1">
                  Go to dashboard
                </ButtonLink>
              </p>
            )}
          </Alert>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <PlanCard plan={pro} freeFeatures={plan.data.freeFeatures} />
        <div className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <DiscountCode applied={applied} onChange={setApplied} disabled={busy} />
          </div>
          <OrderSummary
            plan={pro}
            percentage={pct}
            action={
              <Button className="w-full" onClick={() => void start()} disabled={busy} aria-busy={busy && step !== 'done' ? true : undefined}>
                {label}
              </Button>
            }
          />
        </div>
      </div>

      <CompareTable plan={pro} />
      <UpgradeFaq plan={pro} />

      {order && (
        <TestCheckoutDialog
          open={step === 'checkout'}
          amount={order.amount}
          currency={order.currency}
          orderId={order.orderId}
          busy={paying}
          onPay={() => void payTest()}
          onDismiss={dismissCheckout}
        />
      )}
    </div>
  );
}

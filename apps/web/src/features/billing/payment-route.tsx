import clsx from 'clsx';
import { CircleCheck, Clock, Palette, RotateCw, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { PublicLayout } from '@/components/public-layout';
import { Spinner } from '@/components/spinner';
import { usePaymentConfirmation, type ConfirmationState } from './use-payment-confirmation';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The card every payment result sits in: an icon, a heading, text and actions. */
function ResultCard({
  icon,
  title,
  children,
  actions,
  tone = 'brand',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'brand' | 'success';
}) {
  // One card element for every state, so its live region announces each change of the result.
  return (
    <section
      aria-labelledby="payment-title"
      aria-live="polite"
      className="mx-auto mt-6 max-w-xl overflow-hidden rounded-3xl border-2 border-brand-100 bg-white text-center shadow-sm sm:mt-12"
    >
      <div
        className={clsx('crayon-stripe h-1.5 transition-opacity', tone === 'success' ? 'opacity-100' : 'opacity-0')}
        aria-hidden="true"
      />
      <div className="p-6 sm:p-10">
        <div
          className={clsx(
            'mx-auto mb-5 flex size-16 items-center justify-center rounded-full',
            tone === 'success' ? 'bg-green-50 text-green-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          {icon}
        </div>
        <h1 id="payment-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {title}
        </h1>
        <div className="mt-3 space-y-2 text-ink-muted">{children}</div>
        {actions ? <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
      </div>
    </section>
  );
}

const accountLink = (
  <Link to="/account" className={buttonClasses({ variant: 'secondary' })}>
    <UserRound className="size-5" aria-hidden="true" />
    Go to your account
  </Link>
);

function SuccessResult({ state, retry }: { state: ConfirmationState; retry: () => void }) {
  if (state.kind === 'confirmed') {
    const { user, credit } = state;
    return (
      <ResultCard
        icon={<CircleCheck className="size-9" aria-hidden="true" />}
        tone="success"
        title="Payment successful"
        actions={
          <>
            <Link to="/pages/public" className={buttonClasses()}>
              <Palette className="size-5" aria-hidden="true" />
              Start coloring
            </Link>
            {accountLink}
          </>
        }
      >
        <p className="text-lg font-bold text-ink">
          Welcome to {user.plan?.title ?? 'your new plan'}, {user.name}!
        </p>
        {credit ? (
          <p>
            You have {plural(credit.public_page, 'public page', 'public pages')} to color and{' '}
            {plural(credit.page_creation, 'page creation', 'page creations')} ready to use.
          </p>
        ) : null}
        <p>Favorites, downloads and printing are now unlocked.</p>
      </ResultCard>
    );
  }
  if (state.kind === 'late') {
    return (
      <ResultCard
        icon={<Clock className="size-9" aria-hidden="true" />}
        title="Almost there"
        actions={
          <>
            <Button onClick={retry} icon={<RotateCw className="size-5" aria-hidden="true" />}>
              Check again
            </Button>
            {accountLink}
          </>
        }
      >
        <p>Your payment went through, but the confirmation is taking longer than usual.</p>
        <p>Your plan switches on by itself within a few minutes. There is no need to pay again.</p>
      </ResultCard>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <ResultCard
        icon={<CircleCheck className="size-9" aria-hidden="true" />}
        tone="success"
        title="Payment received"
        actions={
          <Link to="/sign-in" className={buttonClasses()}>
            Sign in to see your plan
          </Link>
        }
      >
        <p>Thank you! Sign in to start using your new plan.</p>
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={<Spinner className="size-9" />} title="Confirming your payment…">
      <p>Thank you! We are switching on your new plan. This usually takes a few seconds.</p>
    </ResultCard>
  );
}

function CanceledResult() {
  return (
    <ResultCard
      icon={<ShoppingCart className="size-9" aria-hidden="true" />}
      title="Checkout canceled"
      actions={
        <>
          <Link to="/checkout" className={buttonClasses()}>
            Back to plans
          </Link>
          <Link to="/pages/public" className={buttonClasses({ variant: 'secondary' })}>
            Back to the app
          </Link>
        </>
      }
    >
      <p>No problem: nothing was charged. You can pick a plan again whenever you like.</p>
    </ResultCard>
  );
}

/**
 * /payment: where Stripe sends the browser back (?status=success&session_id=..., or
 * ?status=canceled). On success it waits for the webhook to switch the plan, then celebrates.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const { state, retry } = usePaymentConfirmation(status === 'success');
  return (
    <PublicLayout>
      {status === 'success' ? (
        <SuccessResult state={state} retry={retry} />
      ) : status === 'canceled' ? (
        <CanceledResult />
      ) : (
        <ResultCard
          icon={<ShoppingCart className="size-9" aria-hidden="true" />}
          title="Payment"
          actions={
            <Link to="/checkout" className={buttonClasses()}>
              See the plans
            </Link>
          }
        >
          <p>There is no payment to show here.</p>
        </ResultCard>
      )}
    </PublicLayout>
  );
}

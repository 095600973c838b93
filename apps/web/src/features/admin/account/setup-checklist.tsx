import type { AppStatus } from '@crayonbox/contract';
import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner';

interface Item {
  key: keyof AppStatus;
  label: string;
  text: ReactNode;
}

const ITEMS: Item[] = [
  { key: 'openaiApi', label: 'AI provider API', text: 'The OpenAI API key, for creating pages with AI.' },
  { key: 'stripeApi', label: 'Card payment API', text: 'The Stripe secret key, for checkout and cancellations.' },
  { key: 'stripeWebhook', label: 'Payment webhook', text: 'The Stripe webhook signing secret, so payments update plans.' },
  {
    key: 'plans',
    label: 'Plans',
    text: (
      <>
        Every paid plan has its Stripe price ID (set in{' '}
        <Link to="/admin/plans" className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Plans
        </Link>
        ).
      </>
    ),
  },
];

/**
 * The app setup checklist: each item says "Set" or "Not set" in words and with an icon, so the
 * state never rests on colour alone.
 */
export function SetupChecklist({ status, refreshing = false }: { status: AppStatus; refreshing?: boolean }) {
  const done = ITEMS.filter((item) => status[item.key]).length;
  return (
    <section
      aria-labelledby="setup-title"
      aria-busy={refreshing || undefined}
      className="rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="setup-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
          App setup
        </h2>
        <p className="flex items-center gap-2 text-sm font-bold text-ink">
          {refreshing ? <Spinner className="size-4 text-brand-700" label="Checking the setup" /> : null}
          {done === ITEMS.length ? 'All set' : `${done} of ${ITEMS.length} set`}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {ITEMS.map((item) => {
          const set = status[item.key];
          const Icon = set ? CircleCheck : CircleAlert;
          return (
            <li
              key={item.key}
              data-testid={`setup-${item.key}`}
              className={clsx(
                'flex gap-3 rounded-2xl border-2 p-3.5',
                set ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50',
              )}
            >
              <Icon className={clsx('mt-0.5 size-5 shrink-0', set ? 'text-green-700' : 'text-amber-700')} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <p className="font-bold text-ink">{item.label}</p>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs font-extrabold',
                      set ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
                    )}
                  >
                    <span className="sr-only">{item.label}: </span>
                    {set ? 'Set' : 'Not set'}
                  </span>
                </div>
                <p className="mt-0.5 text-sm text-ink-muted">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { SubscriptionListItem } from '@crayonbox/contract';
import clsx from 'clsx';
import { CircleCheck, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/spinner';
import { formatDate, formatRelative } from '@/lib/format';
import { EmailText } from '@/components/email-text';

/** "$7.99": dollars with two decimals. */
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;

/** The status badge: active (green) or canceled (grey), with an icon and the word, not colour alone. */
export function StatusBadge({ status }: { status: SubscriptionListItem['status'] }) {
  const active = status === 'active';
  const Icon = active ? CircleCheck : CircleSlash;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-extrabold',
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {active ? 'Active' : 'Canceled'}
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** One subscription: user email, customer id, plan title, price, relative created time and status. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionListItem }) {
  const titleId = `subscription-${subscription.id}-email`;
  const end = subscription.status === 'canceled' ? subscription.expire_at : null;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-3xl border-2 border-brand-100 bg-white p-5">
      <h2 id={titleId} className="font-extrabold text-ink">
        <EmailText value={subscription.user.email} />
      </h2>
      <p className="truncate text-sm text-ink-muted">{subscription.user.name}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-baseline gap-1.5">
          <span className="text-2xl font-black text-ink">{formatPrice(subscription.price)}</span>
          <span className="text-sm font-semibold text-ink-muted">/month</span>
        </p>
        <StatusBadge status={subscription.status} />
      </div>
      <dl className="mt-4 space-y-1.5 border-t border-brand-100 pt-4 text-sm">
        <Row label="Plan">{subscription.plan.title}</Row>
        <Row label="Customer ID">
          {subscription.user.stripe_id ? (
            <span className="font-mono text-[0.8125rem]">{subscription.user.stripe_id}</span>
          ) : (
            <span className="text-ink-muted">None</span>
          )}
        </Row>
        <Row label="Started">
          <time dateTime={subscription.created_at} title={formatDate(subscription.created_at)}>
            {formatRelative(subscription.created_at)}
          </time>
        </Row>
        {end ? (
          <Row label={new Date(end) > new Date() ? 'Ends' : 'Ended'}>
            <time dateTime={end}>{formatDate(end)}</time>
          </Row>
        ) : null}
      </dl>
    </article>
  );
}

/** The placeholder of a subscription card while the list loads. */
export function SubscriptionCardSkeleton() {
  return (
    <div className="rounded-3xl border-2 border-brand-100 bg-white p-5">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <div className="mt-4 flex justify-between gap-3">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="mt-4 space-y-2 border-t border-brand-100 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}

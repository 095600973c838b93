import type { User } from '@crayonbox/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/avatar';
import { formatDate } from '@/lib/format';
import { planLabel } from './user-card';
import { EmailText } from '@/components/email-text';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the admin should know before editing: status, plan, customer id and dates. */
export function UserSummary({ user }: { user: User }) {
  const subscription = user.subscription;
  return (
    <section aria-labelledby="user-summary-title" className="rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} photo={user.photo} size="medium" />
        <div className="min-w-0">
          <h2 id="user-summary-title" className="truncate text-lg font-extrabold text-ink">
            {user.name}
          </h2>
          <p className="text-sm text-ink-muted">
            <EmailText value={user.email} />
          </p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-brand-100 border-t border-brand-100 text-sm">
        <Row label="Status">
          <span className={clsx(user.blocked ? 'text-red-700' : 'text-green-800')}>{user.blocked ? 'Blocked' : 'Active'}</span>
          {user.verified ? '' : ' · not verified'}
        </Row>
        <Row label="Role">{user.admin ? 'Admin' : 'User'}</Row>
        <Row label="Plan">
          {planLabel(user)}
          {subscription ? ` · ${subscription.status === 'active' ? 'active' : 'canceled'}` : ''}
        </Row>
        <Row label="Customer ID">{user.stripe_id ? <span className="font-mono text-[0.8125rem]">{user.stripe_id}</span> : 'None'}</Row>
        <Row label="Joined">{formatDate(user.created_at)}</Row>
      </dl>
    </section>
  );
}

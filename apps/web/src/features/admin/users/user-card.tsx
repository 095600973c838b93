import type { User } from '@crayonbox/contract';
import clsx from 'clsx';
import { Ban, CircleCheck, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { Button, buttonClasses } from '@/components/button';
import { Skeleton } from '@/components/spinner';
import { formatDate, formatRelative } from '@/lib/format';
import { EmailText } from '@/components/email-text';

function Badge({ tone, children }: { tone: 'brand' | 'red' | 'amber'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-extrabold',
        tone === 'brand' && 'bg-brand-100 text-brand-800',
        tone === 'red' && 'bg-red-100 text-red-800',
        tone === 'amber' && 'bg-amber-100 text-amber-900',
      )}
    >
      {children}
    </span>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** What the plan line says: the plan title; admins have no plan. */
export const planLabel = (user: Pick<User, 'admin' | 'plan'>) => user.plan?.title ?? (user.admin ? 'None (admin)' : 'None');

/**
 * One user of the admin list: photo, name, email, customer id, plan title and relative created
 * time, with the edit link and the block/unblock toggle.
 */
export function UserCard({
  user,
  self = false,
  busy,
  onToggleBlocked,
}: {
  user: User;
  /** The signed-in admin's own card: no block toggle (the server refuses self-blocking anyway). */
  self?: boolean;
  busy: boolean;
  onToggleBlocked: (user: User) => void;
}) {
  const titleId = `user-${user.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx('flex h-full flex-col rounded-3xl border-2 bg-white p-5', user.blocked ? 'border-red-200' : 'border-brand-100')}
    >
      <div className="flex items-start gap-3">
        <Avatar name={user.name} photo={user.photo} size="medium" className={clsx(user.blocked && 'opacity-50 grayscale')} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-lg font-extrabold text-ink">
            {user.name}
          </h2>
          <p className="text-sm text-ink-muted">
            <EmailText value={user.email} />
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {user.admin ? <Badge tone="brand">Admin</Badge> : null}
            {self ? <Badge tone="brand">You</Badge> : null}
            {user.blocked ? (
              <Badge tone="red">
                <Ban className="size-3" aria-hidden="true" />
                Blocked
              </Badge>
            ) : null}
            {!user.verified ? <Badge tone="amber">Not verified</Badge> : null}
          </div>
        </div>
      </div>

      <dl className="mt-4 flex-1 space-y-1.5 border-t border-brand-100 pt-4 text-sm">
        <Detail label="Customer ID">
          {user.stripe_id ? (
            <span className="font-mono text-[0.8125rem]">{user.stripe_id}</span>
          ) : (
            <span className="text-ink-muted">None</span>
          )}
        </Detail>
        <Detail label="Plan">{planLabel(user)}</Detail>
        <Detail label="Joined">
          <time dateTime={user.created_at} title={formatDate(user.created_at)}>
            {formatRelative(user.created_at)}
          </time>
        </Detail>
      </dl>

      <div className="mt-4 flex items-center justify-between gap-2">
        <Link
          to={`/admin/users/${user.id}/edit`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={`Edit ${user.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Link>
        {self ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.name}`}
            className={user.blocked ? 'text-green-800 hover:bg-green-50' : 'text-red-700 hover:bg-red-50'}
            icon={user.blocked ? <CircleCheck className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
            onClick={() => onToggleBlocked(user)}
          >
            {user.blocked ? 'Unblock' : 'Block'}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The placeholder of a user card while the list loads. */
export function UserCardSkeleton() {
  return (
    <div className="rounded-3xl border-2 border-brand-100 bg-white p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
      <div className="mt-4 space-y-2 border-t border-brand-100 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
      </div>
      <div className="mt-4 flex justify-between">
        <Skeleton className="h-9 w-20 rounded-full" />
        <Skeleton className="h-9 w-20 rounded-full" />
      </div>
    </div>
  );
}

import type { Page } from '@crayonbox/contract';
import clsx from 'clsx';
import { Ban, Flame, Heart, Palette, ShieldCheck, Tag, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCompact, formatDate, formatRelative } from '@/lib/format';
import { Avatar } from '@/components/avatar';

export interface PageCardProps {
  page: Page;
  /** Admins get block/unblock and the owner's customer id, and no link to the coloring screen. */
  admin: boolean;
  /** Show the caller's colored version instead of the blank page (the Colored pages list). */
  showColored?: boolean;
  /** An action of this card is in flight: its buttons are disabled. */
  busy?: boolean;
  onOpen?: (page: Page) => void;
  onToggleFavorite?: (page: Page) => void;
  onDelete?: (page: Page) => void;
  onToggleBlocked?: (page: Page) => void;
  /** The owner or an admin edits the category and tags. */
  onEditTags?: (page: Page) => void;
}

function IconButton({
  label,
  pressed,
  disabled,
  onClick,
  tone = 'default',
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  tone?: 'default' | 'danger' | 'favorite';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'relative z-10 inline-flex size-11 items-center justify-center rounded-full border border-black/5 bg-white/95 shadow-sm backdrop-blur',
        'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        tone === 'danger' && 'text-red-700 hover:bg-red-50',
        tone === 'favorite' && (pressed ? 'text-crayon-red hover:bg-rose-50' : 'text-ink hover:bg-rose-50 hover:text-crayon-red'),
        tone === 'default' && 'text-ink hover:bg-brand-50 hover:text-brand-800',
      )}
    >
      {children}
    </button>
  );
}

const times = (count: number) => (count === 1 ? '1 time' : `${count.toLocaleString('en-US')} times`);

/** Title of a card; pages made before titles existed fall back to their number. */
export const pageTitle = (page: Page) => page.title?.trim() || `Page ${page.id}`;

/**
 * One page of a list (SPEC section 2): picture, owner, colored and favorited counts, relative
 * created time and the trending badge, plus the icons of the viewer's role: favorite for
 * non-admins, category and tags and delete for owners, category and tags and block/unblock for
 * admins. Non-admins open the coloring
 * screen by clicking the card; admins get no link.
 */
export function PageCard({
  page,
  admin,
  showColored = false,
  busy = false,
  onOpen,
  onToggleFavorite,
  onDelete,
  onToggleBlocked,
  onEditTags,
}: PageCardProps) {
  const title = pageTitle(page);
  const picture = showColored && page.colored ? page.colored.preview || page.colored.photo : page.thumbnail || page.illustration;
  const titleId = `page-${page.id}-title`;

  const image = (
    <img
      src={picture}
      alt=""
      width={384}
      height={384}
      loading="lazy"
      decoding="async"
      className={clsx('aspect-square h-auto w-full bg-white object-contain', page.blocked && 'opacity-40 grayscale')}
    />
  );

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl border-2 bg-white shadow-sm transition',
        page.blocked ? 'border-red-200' : 'border-brand-100',
        !admin && 'focus-within:border-brand-300 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
      )}
    >
      <div className="relative border-b-2 border-brand-50 bg-white p-3">
        {image}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {page.trending ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-crayon-yellow px-2.5 py-1 text-xs font-extrabold text-ink shadow-sm">
              <Flame className="size-3.5" aria-hidden="true" />
              Trending
            </span>
          ) : null}
          {admin && page.blocked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-1 text-xs font-extrabold text-white shadow-sm">
              <Ban className="size-3.5" aria-hidden="true" />
              Blocked
            </span>
          ) : null}
        </div>
        <div className="absolute top-3 right-3 flex gap-1.5">
          {!admin && onToggleFavorite ? (
            <IconButton
              label={`Favorite ${title}`}
              tone="favorite"
              pressed={page.is_favorited}
              disabled={busy}
              onClick={() => onToggleFavorite(page)}
            >
              <Heart className={clsx('size-5', page.is_favorited && 'fill-current')} aria-hidden="true" />
            </IconButton>
          ) : null}
          {(admin || page.is_owner) && onEditTags ? (
            <IconButton label={`Category and tags of ${title}`} disabled={busy} onClick={() => onEditTags(page)}>
              <Tag className="size-5" aria-hidden="true" />
            </IconButton>
          ) : null}
          {!admin && page.is_owner && onDelete ? (
            <IconButton label={`Delete ${title}`} tone="danger" disabled={busy} onClick={() => onDelete(page)}>
              <Trash2 className="size-5" aria-hidden="true" />
            </IconButton>
          ) : null}
          {admin && onToggleBlocked ? (
            <IconButton
              label={page.blocked ? `Unblock ${title}` : `Block ${title}`}
              tone={page.blocked ? 'default' : 'danger'}
              disabled={busy}
              onClick={() => onToggleBlocked(page)}
            >
              {page.blocked ? <ShieldCheck className="size-5" aria-hidden="true" /> : <Ban className="size-5" aria-hidden="true" />}
            </IconButton>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="line-clamp-2 text-base leading-snug font-bold text-ink">
          {admin ? (
            title
          ) : (
            // The link covers the whole card (::after), so a click anywhere opens the page.
            <Link
              to={`/pages/${page.id}/color`}
              onClick={(event) => {
                // A new tab leaves this list where it is: only a plain click counts as leaving it.
                if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onOpen?.(page);
              }}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
            >
              {title}
            </Link>
          )}
        </h2>
        <div className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
          <Avatar name={page.user.name} photo={page.user.photo} className="size-7! text-sm!" />
          <span className="min-w-0 truncate">
            <span className="sr-only">By </span>
            <span className="font-semibold text-ink">{page.user.name}</span>
            {admin && page.user.stripe_id ? <span className="ml-1.5 font-mono text-xs">{page.user.stripe_id}</span> : null}
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-sm text-ink-muted">
          <div className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1" title={`Colored ${times(page.colored_count)}`}>
              <Palette className="size-4 text-brand-700" aria-hidden="true" />
              <span className="font-semibold text-ink">{formatCompact(page.colored_count)}</span>
              <span className="sr-only">colored</span>
            </span>
            <span className="inline-flex items-center gap-1" title={`Favorited ${times(page.favorited_count)}`}>
              <Heart className="size-4 text-crayon-red" aria-hidden="true" />
              <span className="font-semibold text-ink">{formatCompact(page.favorited_count)}</span>
              <span className="sr-only">favorited</span>
            </span>
          </div>
          <time dateTime={page.created_at} title={formatDate(page.created_at)} className="truncate">
            {formatRelative(page.created_at)}
          </time>
        </div>
      </div>
    </article>
  );
}

import clsx from 'clsx';

export type AvatarSize = 'regular' | 'medium';

const sizes: Record<AvatarSize, string> = {
  regular: 'size-10 text-lg', // 2.5rem
  medium: 'size-14 text-2xl', // 3.5rem
};

/**
 * The user's photo, or the uppercase first letter of the name when there is none.
 * Decorative by default (the name usually sits beside it); pass `label` when it stands alone.
 */
export function Avatar({
  name,
  photo,
  size = 'regular',
  label,
  className,
}: {
  name: string;
  photo?: string | null;
  size?: AvatarSize;
  label?: string;
  className?: string;
}) {
  const classes = clsx('inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className);
  if (photo) {
    return <img src={photo} alt={label ?? ''} className={clsx(classes, 'object-cover')} loading="lazy" />;
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className={clsx(classes, 'items-center justify-center bg-brand-100 font-bold text-brand-800')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initial}
    </span>
  );
}

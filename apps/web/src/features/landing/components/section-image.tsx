import clsx from 'clsx';

/**
 * A decorative picture of a section (a shipped illustration or an admin upload). Width and height
 * are always set, and the picture is fitted inside that box, so nothing shifts while it loads.
 */
export function SectionImage({
  src,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={clsx('h-auto w-full object-contain', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}

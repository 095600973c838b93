import clsx from 'clsx';
import { ImageUp } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { ACCEPTED_EXTENSIONS, ACCEPTED_TYPES } from '../upload-checks';

/**
 * A drop zone around a real file input: click or press Enter/Space on it to pick a file, or
 * drop one onto it. The input stays in the page (visually hidden) so keyboards and screen
 * readers use it as they would any file input; the zone shows its focus ring.
 */
export function DropZone({
  label,
  hint,
  onFile,
  disabled = false,
  invalid = false,
  describedBy,
  children,
}: {
  label: string;
  hint: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Shown instead of the call to pick (e.g. the preview once a file is chosen). */
  children?: ReactNode;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <label
      htmlFor={`${id}-input`}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={clsx(
        'relative flex min-h-64 cursor-pointer flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed p-6 text-center transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        dragging
          ? 'border-brand-600 bg-brand-50'
          : invalid
            ? 'border-red-400 bg-red-50/40'
            : 'border-brand-200 bg-white hover:border-brand-400 hover:bg-brand-50/50',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        id={`${id}-input`}
        type="file"
        accept={[...ACCEPTED_TYPES, ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(',')}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={clsx(`${id}-hint`, describedBy)}
        aria-invalid={invalid || undefined}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again still reports it.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {children ?? (
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800" aria-hidden="true">
          <ImageUp className="size-8" />
        </span>
      )}
      <span id={`${id}-label`} className="text-lg font-bold text-ink">
        {label}
      </span>
      <span id={`${id}-hint`} className="text-sm text-ink-muted">
        {dragging ? 'Drop it here!' : hint}
      </span>
    </label>
  );
}

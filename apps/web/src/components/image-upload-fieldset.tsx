import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { Button } from './button';

/**
 * The upload part shared by ImageField and PhotoField: a preview with the progress on top, the
 * 'Upload/Change …' picker and 'Remove', a progress bar and the hint or error. The chosen file is
 * checked by `check`, uploaded at once (POST /storage/upload) and `onChange` gets its url; a failed
 * upload keeps the previous image (the api helper has shown why).
 */
export function ImageUploadFieldset({
  label,
  noun,
  value,
  onChange,
  error,
  disabled,
  onBusyChange,
  check,
  upload: rules,
  accept,
  hint,
  preview,
  frameClassName,
  overlayClassName,
  inputRef,
}: {
  label: string;
  /** What the picker says it uploads: 'Upload <noun>' / 'Change <noun>'. */
  noun: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  disabled: boolean;
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** Client-side check of a picked file: why it is refused, or undefined. */
  check: (file: File) => string | undefined;
  /** Sent to /storage/upload. */
  upload: { extensions: readonly string[]; max: number; dimensions: string };
  accept: string;
  hint: string;
  preview: ReactNode;
  frameClassName: string;
  overlayClassName: string;
  /** The file input, so a form can move the focus to the field (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function send(file: File) {
    const problem = check(file);
    setLocalError(problem);
    if (problem) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    const url = await uploadWithProgress(file, {
      extensions: rules.extensions,
      max: rules.max,
      dimensions: rules.dimensions,
      onProgress: setProgress,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    setProgress(null);
    onBusyChange?.(false);
    if (url) onChange(url);
  }

  const shownError = localError ?? error;
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <fieldset className="space-y-2" aria-describedby={shownError ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className={frameClassName}>
          {preview}
          {uploading ? (
            <div className={`absolute inset-0 flex items-center justify-center ${overlayClassName}`}>
              <span className="text-sm font-extrabold text-brand-800">{percent}%</span>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={`${id}-input`}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-200 bg-white px-3.5 text-sm font-semibold text-brand-800 transition-colors select-none hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="file"
              accept={accept}
              className="sr-only"
              disabled={disabled || uploading}
              aria-invalid={shownError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = ''; // picking the same file again still reports it
                if (file) void send(file);
              }}
            />
            <ImageUp className="size-4" aria-hidden="true" />
            {value ? `Change ${noun}` : `Upload ${noun}`}
          </label>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || uploading}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => {
                setLocalError(undefined);
                onChange('');
              }}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { Avatar } from './avatar';
import { Button } from './button';

/** What a profile photo may be (sent to /storage/upload, which checks the content again). */
export const PHOTO_UPLOAD = {
  extensions: ['png', 'jpg', 'webp'],
  types: ['image/png', 'image/jpeg', 'image/webp'],
  max: 5 * 1024 * 1024,
  dimensions: '4096x4096',
} as const;

/** Client-side check of a picked photo, for comfort: type and size. */
export function photoFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (PHOTO_UPLOAD.types as readonly string[]).includes(file.type)
    : [...PHOTO_UPLOAD.extensions, 'jpeg'].includes(extension);
  if (!typeOk) return 'Choose a PNG, JPG or WebP image.';
  if (file.size > PHOTO_UPLOAD.max) return 'This photo is too big: the limit is 5 MB.';
  if (file.size === 0) return 'This file is empty. Choose another photo.';
  return undefined;
}

/**
 * A photo picker with a round preview: the chosen file is uploaded at once (POST /storage/upload,
 * png/jpg/webp, 5 MB, 4096x4096) and `onChange` gets its url; 'Remove' sets it to "".
 * A failed upload keeps the previous photo (the api helper has shown why).
 */
export function PhotoField({
  label = 'Photo',
  name,
  value,
  onChange,
  error,
  disabled = false,
  onBusyChange,
}: {
  label?: string;
  /** Shown as the letter when there is no photo. */
  name: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    const problem = photoFileError(file);
    setLocalError(problem);
    if (problem) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    const url = await uploadWithProgress(file, {
      extensions: PHOTO_UPLOAD.extensions,
      max: PHOTO_UPLOAD.max,
      dimensions: PHOTO_UPLOAD.dimensions,
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
  return (
    <fieldset className="space-y-2" aria-describedby={shownError ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative">
          <Avatar
            name={name || '?'}
            photo={value}
            label={value ? `Current ${label.toLowerCase()}` : undefined}
            className="size-20! text-3xl!"
          />
          {uploading ? (
            <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <span className="text-sm font-extrabold text-brand-800">{Math.round((progress ?? 0) * 100)}%</span>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={`${id}-input`}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-200 bg-white px-3.5 text-sm font-semibold text-brand-800 transition-colors select-none hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              id={`${id}-input`}
              type="file"
              accept={[...PHOTO_UPLOAD.types, '.png', '.jpg', '.jpeg', '.webp'].join(',')}
              className="sr-only"
              disabled={disabled || uploading}
              aria-invalid={shownError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = ''; // picking the same file again still reports it
                if (file) void upload(file);
              }}
            />
            <ImageUp className="size-4" aria-hidden="true" />
            {value ? 'Change photo' : 'Upload photo'}
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
          aria-valuenow={Math.round((progress ?? 0) * 100)}
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          PNG, JPG or WebP, up to 5 MB.
        </p>
      )}
    </fieldset>
  );
}

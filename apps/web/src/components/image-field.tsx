import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { Button } from './button';

export interface ImageUploadRules {
  /** Extensions sent to /storage/upload (which checks the content again). */
  extensions: readonly string[];
  /** MIME types the file picker offers. */
  types: readonly string[];
  /** Largest size in bytes. */
  max: number;
  /** Largest size in pixels, 'WxH'. */
  dimensions: string;
  /** The rules in words, shown under the field. */
  hint: string;
}

/** Client-side check of a picked image, for comfort: type, emptiness and size. */
export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'>, rules: ImageUploadRules): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type ? rules.types.includes(file.type) : rules.extensions.includes(extension);
  if (!typeOk) return `This file type is not accepted. ${rules.hint}`;
  if (file.size === 0) return 'This file is empty. Choose another image.';
  if (file.size > rules.max) return `This image is too big. ${rules.hint}`;
  return undefined;
}

/**
 * An image picker with a square preview (e.g. the favicon): the chosen file is uploaded at once
 * (POST /storage/upload) and `onChange` gets its url; 'Remove' sets it to "". A failed upload
 * keeps the previous image (the api helper has shown why).
 */
export function ImageField({
  label,
  value,
  onChange,
  rules,
  error,
  disabled = false,
  onBusyChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  rules: ImageUploadRules;
  error?: string | undefined;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  // The url whose preview failed to load (a removed file, a foreign host).
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    const problem = imageFileError(file, rules);
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
        <div className="relative flex size-16 items-center justify-center overflow-hidden rounded-2xl border-2 border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          {value && brokenUrl !== value ? (
            <img
              src={value}
              alt={`Current ${label.toLowerCase()}`}
              className="size-10 object-contain"
              onError={() => setBrokenUrl(value)}
            />
          ) : (
            <ImageOff className="size-6 text-slate-400" aria-label={value ? `${label} could not be shown` : `No ${label.toLowerCase()}`} />
          )}
          {uploading ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/75">
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
              id={`${id}-input`}
              type="file"
              accept={[...rules.types, ...rules.extensions.map((e) => `.${e}`)].join(',')}
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
            {value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
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
          {rules.hint}
        </p>
      )}
    </fieldset>
  );
}

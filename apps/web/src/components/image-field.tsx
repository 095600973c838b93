import { ImageOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { ImageUploadFieldset } from './image-upload-fieldset';

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
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  rules: ImageUploadRules;
  error?: string | undefined;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  /** Where a form moves the focus to when the field has an error (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  // The url whose preview failed to load (a removed file, a foreign host).
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return (
    <ImageUploadFieldset
      label={label}
      noun={label.toLowerCase()}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      onBusyChange={onBusyChange}
      inputRef={inputRef}
      check={(file) => imageFileError(file, rules)}
      upload={rules}
      accept={[...rules.types, ...rules.extensions.map((e) => `.${e}`)].join(',')}
      hint={rules.hint}
      frameClassName="relative flex size-16 items-center justify-center overflow-hidden rounded-2xl border-2 border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
      overlayClassName="bg-white/75"
      preview={
        value && brokenUrl !== value ? (
          <img src={value} alt={`Current ${label.toLowerCase()}`} className="size-10 object-contain" onError={() => setBrokenUrl(value)} />
        ) : (
          <ImageOff className="size-6 text-slate-400" aria-label={value ? `${label} could not be shown` : `No ${label.toLowerCase()}`} />
        )
      }
    />
  );
}

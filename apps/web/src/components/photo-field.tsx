import type { Ref } from 'react';
import { Avatar } from './avatar';
import { ImageUploadFieldset } from './image-upload-fieldset';

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
  inputRef,
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
  /** Where a form moves the focus to when the field has an error (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <ImageUploadFieldset
      label={label}
      noun="photo"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      onBusyChange={onBusyChange}
      inputRef={inputRef}
      check={photoFileError}
      upload={PHOTO_UPLOAD}
      accept={[...PHOTO_UPLOAD.types, '.png', '.jpg', '.jpeg', '.webp'].join(',')}
      hint="PNG, JPG or WebP, up to 5 MB."
      frameClassName="relative"
      overlayClassName="rounded-full bg-white/70"
      preview={
        <Avatar
          name={name || '?'}
          photo={value}
          label={value ? `Current ${label.toLowerCase()}` : undefined}
          className="size-20! text-3xl!"
        />
      }
    />
  );
}

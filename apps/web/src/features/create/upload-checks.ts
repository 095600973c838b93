/** Image types the server accepts (it checks the content again). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The server's default upload limit (UPLOAD_MAX_BYTES). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Client-side check of a picked file, for comfort: type and size. */
export function uploadFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const typeOk = file.type
    ? (ACCEPTED_TYPES as readonly string[]).includes(file.type)
    : (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > MAX_UPLOAD_BYTES) return 'This picture is too big: the limit is 10 MB.';
  if (file.size === 0) return 'This file is empty. Choose another picture.';
  return undefined;
}

/** 1.4 MB, 320 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

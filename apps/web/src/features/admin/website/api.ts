import type { Setting, UploadResult, Website } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';
import { normalizeWebsite } from '@/lib/website';

/** PATCH /settings/website/update with the whole value; the server validates it (422 with field paths). */
export async function saveWebsite(value: Website): Promise<Website> {
  const saved = await apiOrThrow.patch<Setting>('/settings/website/update', { value });
  return normalizeWebsite(saved.value) ?? value;
}

export type UploadKind = 'image' | 'video';

/** POST /storage/upload (multipart, field `file`); resolves the url of the stored file. */
export async function uploadFile(file: File, kind: UploadKind): Promise<string> {
  const form = new FormData();
  if (kind === 'image') form.append('extensions', 'png,jpg,jpeg,webp');
  form.append('file', file);
  const result = await apiOrThrow.postForm<UploadResult>('/storage/upload', form);
  return result.url;
}

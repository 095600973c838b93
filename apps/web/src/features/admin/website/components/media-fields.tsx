import { Film, ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { parseVideoUrl } from '@/lib/video-url';
import { useNotifications } from '@/stores/notifications';
import { uploadFile, type UploadKind } from '../api';
import type { WebsiteEditor } from '../use-website-editor';
import { bindField } from './fields';

interface MediaProps {
  editor: WebsiteEditor;
  path: string;
  label: string;
  hint?: ReactNode;
}

/** Puts a url in the field (an upload, or 'Remove'), as a change the save bar counts. */
const setUrl = (editor: WebsiteEditor, path: string, url: string) => editor.form.setValue(path, url, { shouldDirty: true });

/** Upload state of one field: the hidden file input, progress and the last error. */
function useUpload(editor: WebsiteEditor, path: string, kind: UploadKind) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setUrl(editor, path, await uploadFile(file, kind));
      useNotifications.getState().notify({ variant: 'info', message: `${file.name} is uploaded. Save to publish it.` });
    } catch (caught) {
      const message = caught instanceof ApiError ? (caught.errors?.file?.[0] ?? caught.message) : 'The upload failed. Please try again.';
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return { input, busy, error, onFile, pick: () => input.current?.click() };
}

/** The field's current url, kept up to date as it is typed or uploaded. */
function useUrl(editor: WebsiteEditor, path: string): string {
  const value: unknown = useWatch({ control: editor.form.control, name: path });
  return typeof value === 'string' ? value : '';
}

/**
 * A picture of the landing: a preview, an upload button (PNG, JPEG or WebP through
 * POST /storage/upload), a remove button and the url itself (e.g. a shipped illustration).
 */
export function ImageInput({ editor, path, label, hint, previewClass = 'h-32 w-44' }: MediaProps & { previewClass?: string }) {
  const url = useUrl(editor, path);
  const upload = useUpload(editor, path, 'image');
  const field = bindField(editor, path);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 ${previewClass}`}
        >
          {url ? (
            <img src={url} alt={`Current ${label.toLowerCase()}`} width={176} height={128} className="size-full object-contain p-1" />
          ) : (
            <span className="px-2 text-center text-sm text-ink-muted">No picture</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={upload.input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(event) => void upload.onFile(event)}
            data-testid={`${field.id}-file`}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={upload.busy}
            icon={<ImageUp className="size-4" aria-hidden="true" />}
            onClick={upload.pick}
          >
            {upload.busy ? 'Uploading…' : url ? 'Replace picture' : 'Upload picture'}
          </Button>
          {url ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => setUrl(editor, path, '')}
            >
              Remove picture
            </Button>
          ) : null}
        </div>
      </div>
      {upload.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {upload.error}
        </p>
      ) : null}
      <TextField
        label={`${label} url`}
        hint={hint ?? 'PNG, JPEG or WebP. Or a link: an uploaded file, a shipped illustration (/illustrations/…) or https://…'}
        inputMode="url"
        {...field}
      />
    </fieldset>
  );
}

const VIDEO_KINDS = {
  none: 'No video: the landing shows an illustration instead.',
  file: 'A video file, played in the page (nothing downloads before the visitor presses play).',
  youtube: 'A YouTube video. It loads from youtube-nocookie.com only after the visitor presses play.',
  vimeo: 'A Vimeo video. It loads (without tracking) only after the visitor presses play.',
} as const;

/** The how-it-works video: a YouTube or Vimeo link, or an uploaded MP4/WebM file. */
export function VideoInput({ editor, path, label }: MediaProps) {
  const url = useUrl(editor, path);
  const upload = useUpload(editor, path, 'video');
  const field = bindField(editor, path);
  const kind = parseVideoUrl(url).kind;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <TextField
        label={`${label} link`}
        hint="Paste a YouTube or Vimeo link, or upload an MP4 or WebM file."
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...field}
      />
      <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-ink" aria-live="polite">
        {VIDEO_KINDS[kind]}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={upload.input}
          type="file"
          accept="video/mp4,video/webm"
          hidden
          onChange={(event) => void upload.onFile(event)}
          data-testid={`${field.id}-file`}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={upload.busy}
          icon={<Film className="size-4" aria-hidden="true" />}
          onClick={upload.pick}
        >
          {upload.busy ? 'Uploading…' : 'Upload video'}
        </Button>
        {url ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setUrl(editor, path, '')}
          >
            Remove video
          </Button>
        ) : null}
      </div>
      {upload.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {upload.error}
        </p>
      ) : null}
    </fieldset>
  );
}

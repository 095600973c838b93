import { UPLOAD_DETAIL, type UploadMode, type UploadTurn } from '@crayonbox/contract';
import { CircleCheck, RotateCw, Sparkles, Upload } from 'lucide-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { Screen } from '@/components/screen';
import { ApiError, handleApiError } from '@/lib/api';
import { creditQuery } from '@/lib/credit-query';
import { applyServerErrors } from '@/lib/server-errors';
import { shortenFileName } from '@/lib/format';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { notify } from '@/stores/notifications';
import { openNewPage } from './after-create';
import { createUploadedPage } from './api';
import { CreditsLeft } from './components/credits-left';
import { DropZone } from './components/drop-zone';
import { GenerationProgress } from './components/generation-progress';
import { UploadModeChoice, modeFor } from './components/upload-mode-choice';
import { UploadPreviewPanel } from './components/upload-preview';
import { creditGateLoader, NO_CREDITS_MESSAGE } from './credit-gate';
import { ACCEPTED_EXTENSIONS, formatBytes, MAX_UPLOAD_BYTES, uploadFileError } from './upload-checks';
import { useUploadPreview } from './use-upload-preview';

export const loader = creditGateLoader;

type Mode = UploadMode;

/** After a failed AI drawing, the way that always works. */
const TRACE_INSTEAD = 'You can choose “Traced here” instead.';

interface Picked {
  file: File;
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  url: string | null;
}

/** A quarter turn further clockwise, back to upright after four. */
const nextTurn = (turn: UploadTurn): UploadTurn => ((turn + 90) % 360) as UploadTurn;

/** /pages/create/upload: pick or drop a picture, upload it (with progress), choose how to use it. */
export function Component() {
  const { data: credit } = useSuspenseQuery(creditQuery);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [fileError, setFileError] = useState<string>();
  // Null until the user picks one: then the mode that fits the picture (the preview tells).
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const [detail, setDetail] = useState<number>(UPLOAD_DETAIL.default);
  // Quarter turns clockwise the person gave the page: for a picture that came out on its side.
  const [turn, setTurn] = useState<UploadTurn>(0);
  // The title is the one typed field; the picture, its mode and detail are the upload's own state.
  const form = useForm({ defaultValues: { title: '' }, reValidateMode: 'onSubmit' });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [aiFailure, setAiFailure] = useState<string>();
  // Set when the server said the AI is no longer set up: its choice goes until the screen is opened again.
  const [aiGone, setAiGone] = useState(false);
  const uploadRef = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const creating = startedAt !== null;
  const preview = useUploadPreview(picked?.status === 'done' ? picked.url : null, chosenMode, detail, turn);
  const answered = preview.status === 'ready' ? preview.preview : preview.status === 'idle' ? null : preview.last;
  const detected = answered?.detected ?? null;
  // The server tells with each preview whether the AI can draw (an AI key is set).
  const aiAvailable = Boolean(answered?.ai_available) && !aiGone;
  const mode: Mode = chosenMode ?? modeFor(detected);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      uploadRef.current?.abort();
    };
  }, []);

  // The preview is a local object URL: released when replaced or when the screen closes.
  useEffect(() => {
    const preview = picked?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [picked?.preview]);

  const upload = async (file: File, preview: string) => {
    uploadRef.current?.abort();
    const controller = new AbortController();
    uploadRef.current = controller;
    const update = (changes: Partial<Picked>) =>
      setPicked((current) => (current && current.preview === preview ? { ...current, ...changes } : current));
    let refused: string | null = null;
    const url = await uploadWithProgress(file, {
      extensions: ACCEPTED_EXTENSIONS,
      max: MAX_UPLOAD_BYTES,
      signal: controller.signal,
      onProgress: (progress) => update({ progress }),
      onRefused: (error) => (refused = error.message),
    });
    if (controller.signal.aborted) return;
    if (url) update({ status: 'done', progress: 1, url });
    else if (refused) {
      // The server could not use the file (a damaged picture): like a file refused here, it goes
      // and only the reason stays; trying it again would fail the same way.
      setPicked((current) => (current && current.preview === preview ? null : current));
      setChosenMode(null);
      setFileError(refused);
    } else {
      update({ status: 'failed' });
      setFileError('The upload did not work. Try again or choose another picture.');
    }
  };

  const onFile = (file: File) => {
    const problem = uploadFileError(file);
    if (problem) {
      // The refused file replaces the one before: its preview and upload go, only the reason stays.
      uploadRef.current?.abort();
      setPicked(null);
      setChosenMode(null);
      setFileError(problem);
      return;
    }
    setFileError(undefined);
    setAiFailure(undefined);
    // A new picture starts over: its own detected mode, the default detail, upright as found.
    setChosenMode(null);
    setDetail(UPLOAD_DETAIL.default);
    setTurn(0);
    const preview = URL.createObjectURL(file);
    setPicked({ file, preview, status: 'uploading', progress: 0, url: null });
    void upload(file, preview);
  };

  const chooseMode = (next: Mode) => {
    setChosenMode(next);
    setAiFailure(undefined);
  };

  const retry = () => {
    if (!picked) return;
    setFileError(undefined);
    setPicked({ ...picked, status: 'uploading', progress: 0 });
    void upload(picked.file, picked.preview);
  };

  const submit = form.handleSubmit(async ({ title }) => {
    if (creating) return;
    if (!picked?.url) {
      setFileError(picked?.status === 'uploading' ? 'Wait a moment: the picture is still uploading.' : 'Choose a picture first.');
      return;
    }
    setStartedAt(Date.now());
    setAiFailure(undefined);
    try {
      const trimmed = title.trim();
      const page = await createUploadedPage({
        url: picked.url,
        mode,
        ...(mode === 'trace' ? { detail } : {}),
        ...(turn ? { turn } : {}),
        ...(trimmed ? { title: trimmed } : {}),
      });
      await openNewPage(queryClient, page, navigate, mounted.current);
    } catch (failure) {
      if (!mounted.current) return handleApiError(failure);
      setStartedAt(null);
      const fields = failure instanceof ApiError ? failure.fieldErrors() : {};
      if (failure instanceof ApiError && failure.status === 422 && (fields.title || fields.url)) {
        applyServerErrors(form, failure);
        setFileError(fields.url);
      } else if (failure instanceof ApiError && mode === 'ai' && failure.code?.startsWith('PROVIDER_')) {
        // Said where the user is looking; the picture and the choices stay, so trying again or
        // tracing here is one click away.
        if (failure.code === 'PROVIDER_NOT_CONFIGURED') {
          setAiGone(true);
          setChosenMode(null);
        }
        setAiFailure(`${failure.message} ${failure.code === 'PROVIDER_NOT_CONFIGURED' ? 'We trace photos here instead.' : TRACE_INSTEAD}`);
      } else if (failure instanceof ApiError && failure.code === 'NO_CREDITS') {
        notify.danger(NO_CREDITS_MESSAGE, true);
        await navigate('/checkout');
      } else {
        handleApiError(failure);
      }
    }
  });

  const fileErrorId = `${id}-file-error`;
  const percent = Math.round((picked?.progress ?? 0) * 100);

  return (
    <Screen
      title="Upload page"
      description="Turn your own drawing or photo into a coloring page."
      actions={<CreditsLeft credit={credit} />}
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
      >
        <div className="space-y-3">
          <DropZone
            label={picked ? 'Choose another picture' : 'Choose a picture'}
            hint={picked ? 'or drop a new one here' : 'or drop it here. PNG, JPEG or WebP, up to 10 MB.'}
            onFile={onFile}
            disabled={creating}
            invalid={Boolean(fileError)}
            describedBy={fileError ? fileErrorId : undefined}
          >
            {picked ? (
              <img
                src={picked.preview}
                alt="The file you chose"
                className="max-h-72 w-auto max-w-full rounded-2xl border border-slate-200 bg-white object-contain shadow-sm"
              />
            ) : undefined}
          </DropZone>

          {picked ? (
            <div className="space-y-2 rounded-2xl border-2 border-brand-100 bg-white p-4">
              <div className="flex items-center justify-between gap-3 text-sm">
                <p className="min-w-0 truncate font-semibold text-ink" title={picked.file.name}>
                  {shortenFileName(picked.file.name)} <span className="font-normal text-ink-muted">· {formatBytes(picked.file.size)}</span>
                </p>
                {picked.status === 'done' ? (
                  <p className="inline-flex shrink-0 items-center gap-1 font-semibold text-green-800">
                    <CircleCheck className="size-4" aria-hidden="true" /> Uploaded
                  </p>
                ) : picked.status === 'failed' ? (
                  <Button variant="ghost" size="sm" icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={retry}>
                    Try again
                  </Button>
                ) : (
                  <p className="shrink-0 font-semibold text-ink-muted tabular-nums">{percent}%</p>
                )}
              </div>
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-brand-100"
              >
                <div
                  className={`h-full rounded-full transition-[width] duration-200 ${picked.status === 'failed' ? 'bg-red-600' : picked.status === 'done' ? 'bg-green-600' : 'bg-brand-600'}`}
                  style={{ width: `${picked.status === 'failed' ? 100 : percent}%` }}
                />
              </div>
            </div>
          ) : null}
          {fileError ? (
            <p id={fileErrorId} role="alert" className="text-sm font-semibold text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>

        <div className="space-y-6">
          <fieldset disabled={creating} className="space-y-6">
            <UploadModeChoice
              value={mode}
              onChange={chooseMode}
              aiAvailable={aiAvailable}
              detected={detected}
              chosen={chosenMode !== null}
            />
            {picked?.status === 'done' ? (
              <UploadPreviewPanel
                before={picked.preview}
                state={preview}
                ai={mode === 'ai'}
                showDetail={mode === 'trace'}
                detail={detail}
                onDetail={setDetail}
                turn={turn}
                onTurn={() => setTurn(nextTurn)}
                disabled={creating}
              />
            ) : null}
            <TextField
              label="Title (optional)"
              maxLength={120}
              placeholder="My dinosaur drawing"
              hint="Helps you find the page later."
              error={form.formState.errors.title?.message}
              {...form.register('title')}
            />
          </fieldset>
          {startedAt !== null ? (
            <GenerationProgress title={mode === 'ai' ? 'The AI is drawing your page' : 'Creating your page'} startedAt={startedAt} />
          ) : null}
          {aiFailure ? (
            <p role="alert" className="rounded-2xl border-2 border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
              {aiFailure}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              size="lg"
              disabled={creating || picked?.status === 'uploading'}
              loading={creating}
              icon={mode === 'ai' ? <Sparkles className="size-5" aria-hidden="true" /> : <Upload className="size-5" aria-hidden="true" />}
            >
              Create page
            </Button>
            <p className="text-sm text-ink-muted">Uses one page creation, only if the page is made.</p>
          </div>
        </div>
      </form>
    </Screen>
  );
}

import { createColoringEngine } from '@crayonbox/canvas';
import clsx from 'clsx';
import { Hash } from 'lucide-react';
import type { PrintSize } from '@crayonbox/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handleApiError } from '@/lib/api';
import { coloredPageFileName, formatRelative } from '@/lib/format';
import { saveFile } from '@/lib/platform';
import { confirm, useConfirm } from '@/stores/confirm';
import { notify } from '@/stores/notifications';
import { fetchPrintPicture } from '../api';
import { creditMomentMessage } from '../credit-moment';
import { useCreditMoment } from '../use-credit-moment';
import { createPageDrafts } from '../draft-store';
import { draftStore } from '../idb-draft-store';
import type { ColoringData } from '../loader';
import { CLEAR_CONFIRM_MESSAGE, IMAGE_LOAD_FAILED, SAVED_MESSAGE } from '../messages';
import { requirePaidPlan } from '../paid-gate';
import { FIRST_COLOR } from '../palette';
import { preferredPrintSize, rememberPrintSize } from '../print-size';
import { printSheet } from '../print-view';
import { useCanvasImages } from '../use-canvas-images';
import { useRegionWorker } from '../use-region-worker';
import { commandTitle, useCommandRegistry, useShortcuts } from '../use-commands';
import { useConfetti } from '../use-confetti';
import { useDockHeight } from '../use-dock-height';
import { restoreDraft, useDraftKeeper, useDraftOffer } from '../use-drafts';
import { useServerDraft } from '../use-server-draft';
import { useEngineState } from '../use-engine-state';
import { useLeaveGuard } from '../use-leave-guard';
import { reportSaveFailure, useAutoSave, useSaver } from '../use-saver';
import { ColorPanel } from './color-panel';
import { ColoringHeader, type SaveStatus } from './coloring-header';
import { PrintMenu } from './print-menu';
import { ReplacedNotice } from './replaced-notice';
import { Stage } from './stage';
import { CreditMomentOverlay, DraftOverlay, ErrorOverlay, LoadingOverlay } from './stage-overlays';
import { IconButton } from './icon-button';
import { ToolRail } from './tool-rail';
import { ZoomControls } from './zoom-controls';

/**
 * The picture's side: the width there is, at most the height left beside the page chrome. On a
 * phone that height also leaves out the dock (its --dock-h grows with a toast or a question), so
 * the tools never cover the picture: the picture gets smaller instead.
 */
const PICTURE_SIZE = 'w-full max-w-[max(12rem,calc(100dvh-13rem-var(--dock-h,0px)))] lg:max-w-[max(18rem,calc(100dvh-16.5rem))]';

/** The coloring screen of one page (SPEC section 2): keyed by page id by the route. */
export function ColoringScreen({ data }: { data: ColoringData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { credit } = data;
  const paid = credit.user.plan.paid;
  const [engine] = useState(() => {
    const created = createColoringEngine();
    // The first tap should color: the fill with a bright crayon, not SPEC's black brush
    // (docs/decisions/016-first-tool.md).
    created.setTool('fill');
    created.setColor(FIRST_COLOR);
    return created;
  });
  const state = useEngineState(engine);
  const [page, setPage] = useState(data.page);

  // Loading the picture, and what can go wrong with it.
  const [attempt, setAttempt] = useState(0);
  const images = useCanvasImages(engine, data.page, attempt);
  const [canvasError, setCanvasError] = useState<string | null>(null);
  const error = canvasError ?? (images.status === 'error' ? images.message : null);
  const ready = images.status === 'ready' && !error;
  const lineArtUrl = images.status === 'ready' ? images.lineArtUrl : null;
  useRegionWorker(engine, images.status === 'ready');

  // Work kept on the device.
  const drafts = useMemo(() => createPageDrafts(draftStore(), data.userId, data.page.id), [data.userId, data.page.id]);
  const { offer, pending: offerPending, answered } = useDraftOffer(data.draft, data.page, drafts, ready);
  // A restored draft is on the canvas but not saved anywhere yet.
  const [draftPending, setDraftPending] = useState(false);
  const unsaved = !state.isSaved || draftPending;
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  });
  const { forget } = useDraftKeeper(engine, drafts, () => unsavedRef.current, offerPending);

  // Work kept on the server for every device, once coloring this page is paid for.
  const serverDraft = useServerDraft(engine, page.id, {
    enabled: ready && !offerPending && (page.is_owner || page.is_colored),
    opening: data.serverDraft,
    knownRevision: data.serverRevision,
    onLoaded: () => setDraftPending(true),
  });

  // Saving, with confetti while exporting and saving.
  const confettiStop = useRef<() => void>(() => {});
  const { saver, busy } = useSaver(engine, page.id, {
    onSaved(record, upToDate) {
      setPage((p) => ({ ...p, is_colored: true, colored: { id: record.id, photo: record.photo, preview: record.preview } }));
      if (upToDate) {
        setDraftPending(false);
        forget();
        void serverDraft.saved();
      }
      notify.success(SAVED_MESSAGE);
    },
    onFailed(failure) {
      confettiStop.current();
      reportSaveFailure(failure);
    },
  });
  const { stop: stopConfetti } = useConfetti(state.isExporting || busy);
  useEffect(() => {
    confettiStop.current = stopConfetti;
  }, [stopConfetti]);
  const canSave = ready && unsaved && !busy && !offerPending;
  const save = () => void saver.save();

  useAutoSave(ready, state, page, saver);

  useLeaveGuard(unsaved);

  // Asked before the first change that spends a credit (docs/decisions/016-first-tool.md).
  const creditMoment = useCreditMoment(engine, page);

  const registry = useCommandRegistry(save, () => canSave);
  const run = (id: string) => void registry.run(id, engine);
  useShortcuts(engine, registry, () => ready && !offer && !useConfirm.getState().request);

  const go = (path: string) => void navigate(path);
  const back = () => (location.key !== 'default' ? void navigate(-1) : go('/pages/public'));

  const [printSize, setPrintSize] = useState<PrintSize>(preferredPrintSize);
  const [printing, setPrinting] = useState(false);
  const print = async (size: PrintSize) => {
    setPrintSize(size);
    rememberPrintSize(size);
    if (!requirePaidPlan(credit, 'print')) return;
    setPrinting(true);
    try {
      // The print shows the saved coloring: what is on the canvas is saved first.
      if (unsavedRef.current && !(await saver.save())) return;
      await printSheet({ image: await fetchPrintPicture(page.id, size), title: page.title.trim() || 'Coloring page', size });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setPrinting(false);
    }
  };
  const download = async () => {
    if (!requirePaidPlan(credit, 'download')) return;
    try {
      // A download on the web, the Documents folder on phones, a save dialog on the desktop.
      // At the illustration's print resolution, the coloring scaled up under its crisp lines.
      const printLineArt = images.status === 'ready' ? images.lineArt : undefined;
      const { message } = await saveFile(await engine.exportComposite(printLineArt), coloredPageFileName(page.id));
      if (message) notify.success(message);
    } catch (failure) {
      handleApiError(failure);
    }
  };
  const clear = async () => {
    if (await confirm(CLEAR_CONFIRM_MESSAGE)) run('clear');
  };

  const restore = async () => {
    if (!offer) return;
    try {
      await restoreDraft(engine, offer.draft);
      setDraftPending(true);
    } catch {
      notify.danger(IMAGE_LOAD_FAILED);
    }
    answered();
  };
  const discard = () => {
    void drafts.discard();
    answered();
  };

  const status: SaveStatus = busy ? 'saving' : unsaved ? (serverDraft.kept ? 'kept' : 'unsaved') : page.is_colored ? 'saved' : 'blank';
  const note =
    !page.is_colored && !page.is_owner
      ? `Saving uses 1 of your ${credit.public_page} public page${credit.public_page === 1 ? '' : 's'} to color`
      : null;
  const saveCommand = registry.get('save');
  const layout = useDockHeight<HTMLDivElement, HTMLDivElement>();
  const locked = !ready || Boolean(offer);

  return (
    // Below lg the screen fills the viewport so the dock sits at the bottom edge, within thumb reach.
    <div
      ref={layout.root}
      className="mx-auto -mb-6 flex min-h-[calc(100dvh-5.75rem)] w-full max-w-6xl flex-col gap-3 sm:-mb-8 sm:min-h-[calc(100dvh-6.25rem)] sm:gap-4 lg:mb-0 lg:min-h-0"
    >
      <ColoringHeader
        title={page.title.trim() || 'Coloring page'}
        status={status}
        note={note}
        onBack={back}
        modes={
          <IconButton
            label="Color by number"
            tooltip="Color by number: every area numbered, a color for each number"
            icon={Hash}
            disabled={locked}
            onClick={() => go(`/pages/${page.id}/numbers`)}
          />
        }
        save={{ tooltip: saveCommand ? commandTitle(saveCommand) : 'Save', disabled: !canSave, busy, onClick: save }}
        download={{ paid, disabled: locked || state.isExporting, onClick: () => void download() }}
        print={
          <PrintMenu
            paid={paid}
            busy={printing}
            disabled={locked}
            preferred={printSize}
            onRefused={() => void print(printSize)}
            onPrint={(size) => void print(size)}
          />
        }
      />
      {serverDraft.replaced ? (
        <ReplacedNotice
          when={formatRelative(serverDraft.replaced.newer.changed_at)}
          onBringBack={() => void serverDraft.bringBack()}
          onDismiss={serverDraft.dismiss}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 lg:grid lg:grid-cols-[auto_minmax(0,1fr)_15rem] lg:items-start lg:gap-5">
        <div className="flex w-full flex-col items-center gap-2 lg:order-2">
          <div
            data-state={error ? 'error' : ready ? 'ready' : 'loading'}
            className={clsx(
              'relative aspect-square rounded-[1.75rem] shadow-[0_10px_40px_-12px_rgba(76,29,149,0.35)] ring-1 ring-brand-100',
              PICTURE_SIZE,
            )}
          >
            <Stage
              engine={engine}
              lineArtUrl={lineArtUrl}
              interactive={ready && !offer && !creditMoment.asked}
              onError={setCanvasError}
              onBeforeAction={creditMoment.beforeAction}
            />
            {error ? (
              <ErrorOverlay
                message={error}
                onRetry={() => {
                  setCanvasError(null);
                  setAttempt((n) => n + 1);
                }}
              />
            ) : images.status === 'loading' ? (
              <LoadingOverlay />
            ) : creditMoment.asked ? (
              <CreditMomentOverlay message={creditMomentMessage(credit.public_page)} onGo={creditMoment.goOn} onBack={back} />
            ) : offer ? (
              <DraftOverlay
                previewUrl={offer.previewUrl}
                lineArtUrl={lineArtUrl}
                savedAt={formatRelative(offer.draft.savedAt)}
                onRestore={() => void restore()}
                onDiscard={discard}
              />
            ) : null}
          </div>
          {/* Under the picture, never over it; the row keeps its height while the picture loads. */}
          <div className={clsx('flex h-10 justify-end', PICTURE_SIZE)}>
            {ready ? <ZoomControls registry={registry} state={state} disabled={Boolean(offer)} run={run} /> : null}
          </div>
        </div>
        <div
          ref={layout.dock}
          className={clsx(
            'sticky bottom-0 z-20 -mx-4 mt-auto flex flex-col gap-3 border-t border-brand-100 bg-white/95 px-4 pt-3 shadow-[0_-8px_24px_-16px_rgba(31,29,43,0.35)] backdrop-blur transition-[padding] duration-200 sm:-mx-8 sm:px-8 lg:contents',
            // The toast and the confirm bar rise from the bottom edge (components/bottom-bars.tsx):
            // the tools move up by exactly their height, out of their way, so nothing covers them.
            'pb-[max(0.75rem,env(safe-area-inset-bottom),calc(var(--bottom-bars,0px)+0.25rem))]',
          )}
        >
          <ToolRail
            registry={registry}
            state={state}
            disabled={locked}
            run={run}
            onClear={() => void clear()}
            className="order-2 lg:order-1 lg:rounded-3xl lg:bg-white lg:p-2 lg:shadow-sm lg:ring-1 lg:ring-brand-100"
          />
          {/* After the tools in the Tab order (the tools are what a keyboard wants first), above them in the phone dock. */}
          <ColorPanel
            engine={engine}
            state={state}
            disabled={locked}
            className="order-1 lg:order-3 lg:rounded-3xl lg:bg-white lg:p-4 lg:shadow-sm lg:ring-1 lg:ring-brand-100"
          />
        </div>
      </div>
    </div>
  );
}

import { createColoringEngine } from '@crayonbox/canvas';
import clsx from 'clsx';
import { Hash } from 'lucide-react';
import type { PrintSize } from '@crayonbox/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handleApiError } from '@/lib/api';
import { coloredPageFileName, formatRelative } from '@/lib/format';
import { saveFile } from '@/lib/platform';
import { confirm, useConfirm } from '@/stores/confirm';
import { notify } from '@/stores/notifications';
import { fetchPrintPicture } from '../api';
import { creditMomentMessage } from '../credit-moment';
import { useCreditMoment } from '../use-credit-moment';
import type { ColoringData } from '../loader';
import { CLEAR_CONFIRM_MESSAGE, SAVED_MESSAGE } from '../messages';
import { requirePaidPlan } from '../paid-gate';
import { FIRST_COLOR } from '../palette';
import { preferredPrintSize, rememberPrintSize } from '../print-size';
import { printSheet } from '../print-view';
import { useCanvasImages } from '../use-canvas-images';
import { useColoringPrefs } from '../use-coloring-prefs';
import { useEyedropperReturn } from '../use-eyedropper-return';
import { useRegionWorker } from '../use-region-worker';
import { commandTitle, useCommandRegistry, useShortcuts } from '../use-commands';
import { useConfetti } from '../use-confetti';
import { useColoringWork } from '../use-coloring-work';
import { useDockHeight } from '../use-dock-height';
import { useEngineState } from '../use-engine-state';
import { useAutoSave } from '../use-saver';
import { ColorPanel } from './color-panel';
import { ColoringHeader, type SaveStatus } from './coloring-header';
import { PrintMenu } from './print-menu';
import { Stage } from './stage';
import { CreditMomentOverlay, ErrorOverlay, LoadingOverlay } from './stage-overlays';
import { IconButton } from './icon-button';
import { ToolRail } from './tool-rail';
import { WorkNotice } from './work-notice';
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

  // The work: kept on the device at every change, sent to the server, saved (use-coloring-work.ts).
  const confettiStop = useRef<() => void>(() => {});
  const work = useColoringWork(
    engine,
    data,
    page,
    { ready, engineSaved: state.isSaved },
    {
      onSaved(record) {
        setPage((p) => ({ ...p, is_colored: true, colored: { id: record.id, photo: record.photo, preview: record.preview } }));
        notify.success(SAVED_MESSAGE);
      },
      onSaveFailed: () => confettiStop.current(),
    },
  );
  const { busy } = work;
  const unsaved = work.unsaved;
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  });
  const { stop: stopConfetti } = useConfetti(state.isExporting || busy);
  useEffect(() => {
    confettiStop.current = stopConfetti;
  }, [stopConfetti]);
  const canSave = ready && !work.opening && unsaved && !busy;
  const save = () => void work.save();

  useAutoSave(ready && !work.opening, state, page, work);

  // Asked before the first change that spends a credit (docs/decisions/016-first-tool.md).
  const creditMoment = useCreditMoment(engine, page);

  const registry = useCommandRegistry(save, () => canSave);
  const recentColors = useColoringPrefs(engine);
  useEyedropperReturn(engine);
  const run = (id: string) => void registry.run(id, engine);
  useShortcuts(engine, registry, () => ready && !useConfirm.getState().request);

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
      if (unsavedRef.current) {
        await work.save();
        if (unsavedRef.current) return;
      }
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

  const status: SaveStatus = work.state;
  const note =
    !page.is_colored && !page.is_owner
      ? `Saving uses 1 of your ${credit.public_page} public page${credit.public_page === 1 ? '' : 's'} to color`
      : null;
  const saveCommand = registry.get('save');
  // Until the newest work is on the canvas, a change could not be kept: nothing to press yet.
  const layout = useDockHeight<HTMLDivElement, HTMLDivElement>();
  const locked = !ready || work.opening;

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
      {work.notice ? (
        <WorkNotice
          notice={work.notice}
          when={work.notice.kind === 'saved-open' ? '' : formatRelative(work.notice.when)}
          onOpenSaved={() => void work.openSaved()}
          onBringBack={work.bringBack}
          onDismiss={work.dismiss}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 lg:grid lg:grid-cols-[auto_minmax(0,1fr)_15rem] lg:items-start lg:gap-5">
        <div className="flex w-full flex-col items-center gap-2 lg:order-2">
          <div
            data-state={error ? 'error' : !locked ? 'ready' : 'loading'}
            className={clsx(
              'relative aspect-square rounded-[1.75rem] shadow-[0_10px_40px_-12px_rgba(76,29,149,0.35)] ring-1 ring-brand-100',
              PICTURE_SIZE,
            )}
          >
            <Stage
              engine={engine}
              lineArtUrl={lineArtUrl}
              interactive={!locked && !creditMoment.asked}
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
            ) : null}
          </div>
          {/* Under the picture, never over it; the row keeps its height while the picture loads. */}
          <div className={clsx('flex h-10 justify-end', PICTURE_SIZE)}>
            {ready ? <ZoomControls registry={registry} state={state} disabled={false} run={run} /> : null}
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
            registry={registry}
            recent={recentColors}
            state={state}
            disabled={locked}
            className="order-1 lg:order-3 lg:rounded-3xl lg:bg-white lg:p-4 lg:shadow-sm lg:ring-1 lg:ring-brand-100"
          />
        </div>
      </div>
    </div>
  );
}

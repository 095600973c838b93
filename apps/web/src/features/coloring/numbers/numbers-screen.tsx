import { createColoringEngine, type RegionMap } from '@crayonbox/canvas';
import { NUMBERS_STYLES, type NumbersStyle } from '@crayonbox/contract';
import { Brush, PartyPopper, Printer, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { handleApiError } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { fetchNumbersSheetPicture } from '../api';
import { creditMomentMessage } from '../credit-moment';
import { useCreditMoment } from '../use-credit-moment';
import { printSheet } from '../print-view';
import { SAVED_MESSAGE } from '../messages';
import { requirePaidPlan } from '../paid-gate';
import { preferredPrintSize } from '../print-size';
import { useCanvasImages } from '../use-canvas-images';
import { commandTitle, useCommandRegistry, useShortcuts } from '../use-commands';
import { useConfetti } from '../use-confetti';
import { useEngineState } from '../use-engine-state';
import { useLeaveGuard } from '../use-leave-guard';
import { useRegionWorker } from '../use-region-worker';
import { reportSaveFailure, useAutoSave, useSaver } from '../use-saver';
import { ColoringHeader, type SaveStatus } from '../components/coloring-header';
import { IconButton } from '../components/icon-button';
import { PaidBadge } from '../components/print-menu';
import { Stage } from '../components/stage';
import { CreditMomentOverlay, ErrorOverlay, LoadingOverlay } from '../components/stage-overlays';
import { ZoomControls } from '../components/zoom-controls';
import type { NumbersData } from './numbers-loader';
import { NumbersOverlay } from './numbers-overlay';
import { judgeTap, matchPlan, numbersFillRule, progressOf, type PlanRegions } from './plan-regions';
import { SwatchBar } from './swatch-bar';

const STYLE_LABELS: Record<NumbersStyle, string> = { bright: 'Bright', pastel: 'Pastel', natural: 'Natural', colored: 'My colors' };

/** /pages/{id}/numbers: color by number on any page (issue "Color by number"). */
export function NumbersScreen({ data }: { data: NumbersData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { credit, plan } = data;
  const paid = credit.user.plan.paid;
  const [engine] = useState(() => createColoringEngine());
  const state = useEngineState(engine);
  const [page, setPage] = useState(data.page);

  const [attempt, setAttempt] = useState(0);
  const images = useCanvasImages(engine, data.page, attempt);
  const [canvasError, setCanvasError] = useState<string | null>(null);
  const error = canvasError ?? (images.status === 'error' ? images.message : null);
  const lineArtUrl = images.status === 'ready' ? images.lineArtUrl : null;
  const [map, setMap] = useState<RegionMap | null>(null);
  useRegionWorker(engine, images.status === 'ready', setMap);
  const ready = images.status === 'ready' && !error && map !== null;

  // The plan matched to this browser's regions, and progress read off the coloring.
  const regions = useMemo<PlanRegions | null>(() => (map ? matchPlan(plan, map) : null), [plan, map]);
  const [pixelsVersion, setPixelsVersion] = useState(0);
  useEffect(() => engine.onPixels(() => setPixelsVersion((v) => v + 1)), [engine]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pixelsVersion: the coloring changed in place.
  const progress = useMemo(() => progressOf(plan, engine.surface.coloring), [plan, engine, pixelsVersion]);
  const finished = progress.total > 0 && progress.doneCount === progress.total;

  const [selected, setSelected] = useState(() => plan.colors[0]?.n ?? 1);
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
    const color = plan.colors.find((c) => c.n === selected);
    if (color) engine.setColor(color.hex);
  }, [engine, plan, selected]);
  // A fill tap fills whole areas (tolerance 255: whatever colour is there) and only with their own colour.
  const regionsRef = useRef(regions);
  useEffect(() => {
    regionsRef.current = regions;
  });
  useEffect(() => {
    engine.setTool('fill');
    engine.setFillOptions({ tolerance: 255 });
    engine.setFillRule(
      numbersFillRule(
        () => regionsRef.current,
        () => engine.regionMap(),
        () => selectedRef.current,
        (wanted) => {
          const color = plan.colors.find((c) => c.n === wanted);
          notify.info(`That area is number ${wanted}${color ? ` (${color.name})` : ''}.`);
        },
      ),
    );
    return () => engine.setFillRule(null);
  }, [engine, plan]);
  // When a colour is done, the next one still to do is picked.
  useEffect(() => {
    const count = progress.perColor.get(selectedRef.current);
    if (!count || count.done < count.total) return;
    const next = plan.colors.find((c) => {
      const k = progress.perColor.get(c.n);
      return k && k.done < k.total;
    });
    if (next) setSelected(next.n);
  }, [plan, progress]);

  const confettiStop = useRef<() => void>(() => {});
  // Autosaves after each area stay quiet: "saved" is said for the finished picture or a press of Save.
  const announceSave = useRef(false);
  const { saver, busy } = useSaver(engine, page.id, {
    onSaved(record) {
      setPage((p) => ({ ...p, is_colored: true, colored: { id: record.id, photo: record.photo, preview: record.preview } }));
      if (announceSave.current) notify.success(SAVED_MESSAGE);
      announceSave.current = false;
    },
    onFailed(failure) {
      confettiStop.current();
      reportSaveFailure(failure);
    },
  });
  const [celebrating, setCelebrating] = useState(false);
  // Confetti for the last area only, not for every autosave on the way.
  const { stop: stopConfetti } = useConfetti(celebrating);
  useEffect(() => {
    confettiStop.current = stopConfetti;
  }, [stopConfetti]);
  const unsaved = !state.isSaved;
  const canSave = ready && unsaved && !busy;
  const save = () => {
    announceSave.current = true;
    void saver.save();
  };

  useAutoSave(ready, state, page, saver);
  // The last area filled: a party, and the result saved like any coloring.
  const wasFinished = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (finished && !wasFinished.current && !state.isDrawing) {
      setCelebrating(true);
      window.setTimeout(() => setCelebrating(false), 1200);
      if (!state.isSaved) {
        announceSave.current = true;
        void saver.save();
      }
    }
    wasFinished.current = finished;
  }, [ready, finished, state, saver]);
  useLeaveGuard(unsaved);
  // A wrong-colour tap paints nothing (the fill rule says which number the area is): no credit question for it.
  const creditMoment = useCreditMoment(engine, page, (at) => {
    const matched = regionsRef.current;
    return !matched || judgeTap(matched, engine.regionMap(), at, selectedRef.current).kind !== 'wrong';
  });

  const registry = useCommandRegistry(save, () => canSave);
  const run = (id: string) => void registry.run(id, engine);
  useShortcuts(engine, registry, () => ready);
  const back = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/pages/public'));

  const [printing, setPrinting] = useState(false);
  const printNumbered = async () => {
    if (!requirePaidPlan(credit, 'print')) return;
    setPrinting(true);
    try {
      const size = preferredPrintSize();
      const image = await fetchNumbersSheetPicture(page.id, plan.style, size);
      await printSheet({ image, title: `${page.title.trim() || 'Coloring page'} - color by number`, size, numbers: plan });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setPrinting(false);
    }
  };

  const status: SaveStatus = busy ? 'sending' : unsaved ? 'unsaved' : page.is_colored ? 'saved' : 'blank';
  const saveCommand = registry.get('save');
  const undo = registry.get('undo');
  const redo = registry.get('redo');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 sm:gap-4">
      <ColoringHeader
        title={`${page.title.trim() || 'Coloring page'} · by number`}
        status={status}
        note={`${progress.doneCount} of ${progress.total} areas`}
        onBack={back}
        save={{ tooltip: saveCommand ? commandTitle(saveCommand) : 'Save', disabled: !canSave, busy, onClick: save }}
        print={
          <IconButton
            label="Print numbered sheet"
            tooltip={paid ? 'Print the numbered sheet with its key' : 'Print (paid plans)'}
            icon={Printer}
            disabled={!ready || printing}
            aria-busy={printing || undefined}
            badge={paid ? undefined : <PaidBadge />}
            onClick={() => void printNumbered()}
          />
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
        <label className="flex items-center gap-2">
          Colors
          <select
            value={plan.style}
            onChange={(event) => void navigate(`?style=${event.target.value}`, { replace: true })}
            className="min-h-10 rounded-xl border border-brand-200 bg-white px-2 font-semibold text-ink"
          >
            {NUMBERS_STYLES.map((s) => (
              <option key={s} value={s}>
                {STYLE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <progress
          className="h-2 w-32 overflow-hidden rounded-full accent-brand-700"
          max={Math.max(1, progress.total)}
          value={progress.doneCount}
          aria-label="Areas done"
        />
        <span aria-live="polite">
          {progress.doneCount} of {progress.total} done
        </span>
        <Link to={`/pages/${page.id}/color`} className="ml-auto inline-flex items-center gap-1 font-bold text-brand-700 hover:underline">
          <Brush className="size-4" aria-hidden="true" /> Color freely
        </Link>
      </div>
      <div className="flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:gap-5">
        <div
          data-state={error ? 'error' : ready ? 'ready' : 'loading'}
          data-done={progress.doneCount}
          data-total={progress.total}
          className="relative mx-auto aspect-square w-full max-w-[max(18rem,calc(100dvh-15rem))] rounded-[1.75rem] shadow-[0_10px_40px_-12px_rgba(76,29,149,0.35)] ring-1 ring-brand-100"
        >
          <Stage
            engine={engine}
            lineArtUrl={lineArtUrl}
            interactive={ready && !creditMoment.asked}
            onError={setCanvasError}
            onBeforeAction={creditMoment.beforeAction}
            overlay={
              ready ? (
                <NumbersOverlay plan={plan} regions={regions} map={map} progress={progress} selected={selected} zoom={state.zoom} />
              ) : null
            }
          />
          {ready ? (
            <div className="absolute right-2 bottom-2 z-[5] sm:right-3 sm:bottom-3">
              <ZoomControls registry={registry} state={state} disabled={false} run={run} />
            </div>
          ) : null}
          {error ? (
            <ErrorOverlay
              message={error}
              onRetry={() => {
                setCanvasError(null);
                setAttempt((n) => n + 1);
              }}
            />
          ) : !ready ? (
            <LoadingOverlay />
          ) : creditMoment.asked ? (
            <CreditMomentOverlay message={creditMomentMessage(credit.public_page)} onGo={creditMoment.goOn} onBack={back} />
          ) : finished ? (
            <div
              role="status"
              className="absolute inset-x-4 top-4 z-[6] flex items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-brand-100"
            >
              <PartyPopper className="size-7 shrink-0 text-crayon-orange" aria-hidden="true" />
              <p className="font-extrabold text-ink">You finished it! Every area has its color.</p>
            </div>
          ) : null}
        </div>
        <div className="sticky bottom-0 z-20 -mx-4 space-y-2 border-t border-brand-100 bg-white/95 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-8 sm:px-8 lg:static lg:mx-0 lg:rounded-3xl lg:border-0 lg:p-4 lg:shadow-sm lg:ring-1 lg:ring-brand-100">
          <SwatchBar
            colors={plan.colors}
            progress={progress}
            selected={selected}
            disabled={!ready || creditMoment.asked}
            onSelect={setSelected}
          />
          <div role="toolbar" aria-label="History" className="flex gap-1">
            {undo ? (
              <IconButton
                label={undo.label}
                tooltip={commandTitle(undo)}
                icon={Undo2}
                disabled={!ready || !state.canUndo}
                onClick={() => run('undo')}
              />
            ) : null}
            {redo ? (
              <IconButton
                label={redo.label}
                tooltip={commandTitle(redo)}
                icon={Redo2}
                disabled={!ready || !state.canRedo}
                onClick={() => run('redo')}
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

import type { CommandRegistry, EngineState } from '@crayonbox/canvas';
import { Minus, Plus } from 'lucide-react';
import { commandTitle } from '../use-commands';

interface ZoomProps {
  registry: CommandRegistry;
  state: EngineState;
  disabled: boolean;
  run: (id: string) => void;
}

const small =
  'inline-flex size-9 sm:size-10 items-center justify-center rounded-full text-ink transition hover:bg-brand-50 active:scale-95 disabled:opacity-40 disabled:active:scale-100';

/** Zoom out, the fit ↔ 100% toggle (showing the zoom in percent), zoom in: a pill over the page. */
export function ZoomControls({ registry, state, disabled, run }: ZoomProps) {
  const zoomIn = registry.get('zoom-in');
  const zoomOut = registry.get('zoom-out');
  // The toggle: from fit to actual size, from anything else back to fit.
  const toggle = registry.get(state.viewMode === 'fit' ? 'zoom-actual' : 'zoom-fit');
  if (!zoomIn || !zoomOut || !toggle) return null;
  const percent = Math.round(state.zoom * 100);
  return (
    <div
      role="group"
      aria-label="Zoom"
      className="flex items-center gap-0.5 rounded-full bg-white/95 p-0.5 shadow-lg sm:p-1 ring-1 ring-brand-100 backdrop-blur"
    >
      <button
        type="button"
        className={small}
        aria-label={zoomOut.label}
        title={commandTitle(zoomOut)}
        disabled={disabled || !zoomOut.isEnabled(state)}
        onClick={() => run(zoomOut.id)}
      >
        <Minus className="size-5" aria-hidden="true" strokeWidth={2.5} />
      </button>
      <button
        type="button"
        className="min-h-9 min-w-13 rounded-full px-1.5 text-xs sm:min-h-10 sm:min-w-16 sm:px-2 sm:text-sm font-extrabold text-ink tabular-nums transition hover:bg-brand-50 disabled:opacity-40"
        // The visible percentage is part of the name (WCAG label in name).
        aria-label={`${percent}%: ${toggle.label}`}
        title={`${commandTitle(toggle)} (${percent}% now)`}
        disabled={disabled || !toggle.isEnabled(state)}
        onClick={() => run(toggle.id)}
      >
        {percent}%
      </button>
      <button
        type="button"
        className={small}
        aria-label={zoomIn.label}
        title={commandTitle(zoomIn)}
        disabled={disabled || !zoomIn.isEnabled(state)}
        onClick={() => run(zoomIn.id)}
      >
        <Plus className="size-5" aria-hidden="true" strokeWidth={2.5} />
      </button>
    </div>
  );
}

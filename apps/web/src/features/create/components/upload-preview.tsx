import { UPLOAD_DETAIL } from '@crayonbox/contract';
import { LoaderCircle, RotateCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/button';
import { useId } from 'react';
import type { PreviewState } from '../use-upload-preview';

interface UploadPreviewProps {
  /** Local URL of the chosen picture. */
  before: string;
  state: PreviewState;
  /** Drawn by AI: there is nothing to preview, the AI draws the page when it is created. */
  ai: boolean;
  /** The detail slider shows only for tracing: kept line art has no detail to choose. */
  showDetail: boolean;
  detail: number;
  onDetail: (detail: number) => void;
  /** How far the page is turned clockwise (0, 90, 180, 270): the picture beside it turns too. */
  turn: number;
  /** Turns the page a quarter clockwise (a picture that came out on its side or upside down). */
  onTurn: () => void;
  disabled: boolean;
}

/** Before and after side by side, and the detail slider (fewer or more lines) for traced photos. */
export function UploadPreviewPanel({ before, state, ai, showDetail, detail, onDetail, turn, onTurn, disabled }: UploadPreviewProps) {
  const id = useId();
  const shown = state.status === 'ready' ? state.preview : state.status === 'idle' ? null : state.last;
  const loading = state.status === 'loading' && !ai;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-2xl border-2 border-brand-100 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
          Preview
        </h2>
        {/* The AI draws only when the page is made: there is no page to turn yet. */}
        {ai ? null : (
          <Button
            variant="ghost"
            size="sm"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            title="Turn the page a quarter turn clockwise"
            disabled={disabled}
            onClick={onTurn}
          >
            Turn
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <figure className="space-y-1">
          {/* Turned with the page, so the two still match side by side (and the AI, asked after a
              turn, is sent the picture turned as shown here). */}
          <div className="aspect-square w-full overflow-hidden rounded-xl border border-slate-200 bg-white">
            <img
              src={before}
              alt={turn ? `What you uploaded, turned ${turn}° clockwise` : 'What you uploaded'}
              style={turn ? { transform: `rotate(${turn}deg)` } : undefined}
              className="size-full object-contain transition-transform motion-reduce:transition-none"
            />
          </div>
          <figcaption className="text-center text-sm text-ink-muted">Before</figcaption>
        </figure>
        <figure className="space-y-1">
          <div className="relative aspect-square w-full overflow-hidden rounded-xl border border-slate-200 bg-white" aria-busy={loading}>
            {ai ? (
              <p className="flex size-full flex-col items-center justify-center gap-2 bg-brand-50 p-3 text-center text-sm font-semibold text-brand-800">
                <Sparkles className="size-7" aria-hidden="true" />
                The AI draws your page when you create it.
              </p>
            ) : shown?.preview ? (
              <img
                src={shown.preview}
                alt="Your coloring page"
                className={`size-full object-contain transition-opacity ${loading ? 'opacity-50' : ''}`}
              />
            ) : null}
            {loading ? (
              <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-ink" role="status">
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Making the preview…
              </p>
            ) : null}
          </div>
          <figcaption className="text-center text-sm text-ink-muted">After</figcaption>
        </figure>
      </div>
      {state.status === 'error' ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.message}
        </p>
      ) : null}
      {showDetail ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-detail`} className="block text-sm font-semibold text-ink">
            Detail
          </label>
          <input
            id={`${id}-detail`}
            type="range"
            min={UPLOAD_DETAIL.min}
            max={UPLOAD_DETAIL.max}
            step={1}
            value={detail}
            disabled={disabled}
            aria-valuetext={`${detail} of ${UPLOAD_DETAIL.max}: ${detail <= 2 ? 'fewer, bigger areas' : detail >= 4 ? 'more lines' : 'balanced'}`}
            onChange={(event) => onDetail(Number(event.target.value))}
            className="w-full accent-brand-600"
          />
          <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
            <span>Fewer lines</span>
            <span>More lines</span>
          </div>
        </div>
      ) : null}
    </section>
  );
}

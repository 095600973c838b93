import { BRUSH_SIZES, MAX_GAP_CLOSE, type ColoringEngine, type EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { PALETTE, paletteColor } from '../palette';

interface PanelProps {
  engine: ColoringEngine;
  state: EngineState;
  disabled: boolean;
  className?: string;
}

/** Dark check marks on light swatches, white ones on dark swatches. */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

const swatch =
  'relative aspect-square w-full min-w-7 rounded-full shadow-[inset_0_0_0_1.5px_rgba(31,29,43,0.14)] transition-transform ' +
  'hover:scale-110 active:scale-95 disabled:opacity-40 disabled:hover:scale-100';

/** Picking a color while erasing means "paint with this": the brush comes back. */
function pick(engine: ColoringEngine, hex: string) {
  engine.setColor(hex);
  if (engine.getState().tool === 'eraser') engine.setTool('brush');
}

/**
 * Arrow keys, Home and End of a radio group: they move to the next choice and choose it, as in
 * any radio group, so the whole group is one Tab stop (the chosen one, else the first).
 */
function radioKeys<T>(choices: readonly T[], current: number, choose: (choice: T) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number;
    if (event.key in step) next = (Math.max(current, 0) + step[event.key]! + choices.length) % choices.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = choices.length - 1;
    else return;
    event.preventDefault();
    choose(choices[next]!);
    const group = event.currentTarget;
    // The chosen radio renders with tabIndex 0 on the next frame: move focus to it then.
    requestAnimationFrame(() => group.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus());
  };
}

function Palette({ engine, state, disabled }: PanelProps) {
  const custom = !paletteColor(state.color);
  const current = PALETTE.findIndex((c) => c.hex === state.color);
  return (
    <div className="grid grid-cols-10 gap-1.5 sm:gap-2 lg:grid-cols-5 lg:gap-2.5">
      <div
        role="radiogroup"
        aria-label="Colors"
        // Focus goes to its chosen radio, never to the group itself (no Tab stop of its own).
        tabIndex={-1}
        className="contents"
        onKeyDown={radioKeys(PALETTE, current, (c) => pick(engine, c.hex))}
      >
        {PALETTE.map((c, index) => {
          const selected = index === current;
          return (
            <button
              key={c.hex}
              type="button"
              role="radio"
              aria-label={c.name}
              title={c.name}
              aria-checked={selected}
              tabIndex={selected || (current === -1 && index === 0) ? 0 : -1}
              disabled={disabled}
              onClick={() => pick(engine, c.hex)}
              className={clsx(swatch, selected && 'scale-110 ring-3 ring-brand-700 ring-offset-2')}
              style={{ backgroundColor: c.hex }}
            >
              {selected ? (
                <Check
                  className={clsx('absolute inset-0 m-auto size-4', isLight(c.hex) ? 'text-ink' : 'text-white')}
                  strokeWidth={3}
                  aria-hidden="true"
                />
              ) : null}
            </button>
          );
        })}
      </div>
      <label
        title="Custom color"
        className={clsx(
          swatch,
          'cursor-pointer overflow-hidden focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700',
          custom && 'scale-110 ring-3 ring-brand-700 ring-offset-2',
        )}
        style={{
          background: custom
            ? state.color
            : 'conic-gradient(from 0deg, #ef4444, #f97316, #facc15, #22c55e, #38bdf8, #3b82f6, #a855f7, #d946ef, #ef4444)',
        }}
      >
        <span className="absolute inset-0 m-auto size-3 rounded-full bg-white shadow" aria-hidden="true" />
        <input
          type="color"
          aria-label="Custom color"
          value={state.color}
          disabled={disabled}
          onChange={(event) => pick(engine, event.target.value)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </label>
    </div>
  );
}

function BrushSizes({ engine, state, disabled }: PanelProps) {
  const current = BRUSH_SIZES.indexOf(state.brushSize as (typeof BRUSH_SIZES)[number]);
  return (
    <div
      role="radiogroup"
      aria-label="Brush size"
      tabIndex={-1}
      className="flex items-center justify-between gap-1"
      onKeyDown={radioKeys(BRUSH_SIZES, current, (size) => engine.setBrushSize(size))}
    >
      {BRUSH_SIZES.map((size, index) => {
        const selected = index === current;
        return (
          <button
            key={size}
            type="button"
            role="radio"
            aria-label={`Size ${size}`}
            title={`Brush size ${size}`}
            aria-checked={selected}
            tabIndex={selected || (current === -1 && index === 0) ? 0 : -1}
            disabled={disabled}
            onClick={() => engine.setBrushSize(size)}
            className={clsx(
              'inline-flex size-10 items-center justify-center rounded-full transition active:scale-95 disabled:opacity-40',
              selected ? 'bg-brand-100 ring-2 ring-brand-700' : 'hover:bg-brand-50',
            )}
          >
            <span
              className="rounded-full shadow-[inset_0_0_0_1px_rgba(31,29,43,0.2)]"
              style={{
                width: 4 + size * 0.8,
                height: 4 + size * 0.8,
                backgroundColor: state.tool === 'eraser' ? '#fff' : state.color,
              }}
            />
          </button>
        );
      })}
    </div>
  );
}

function InsideLines({ engine, state, disabled }: PanelProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={state.insideLines}
      disabled={disabled}
      onClick={() => engine.setInsideLines(!state.insideLines)}
      title="The brush only paints inside the shape where you start"
      className="flex min-h-10 w-full items-center justify-between gap-3 rounded-xl px-1 text-left text-sm font-bold text-ink disabled:opacity-40"
    >
      Stay inside the lines
      <span
        aria-hidden="true"
        className={clsx('relative h-6 w-11 shrink-0 rounded-full transition-colors', state.insideLines ? 'bg-brand-700' : 'bg-slate-300')}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            state.insideLines && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}

function GapClosing({ engine, state, disabled }: PanelProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm font-bold text-ink">
        <label htmlFor={id}>Close gaps</label>
        <output htmlFor={id} className="text-ink-muted tabular-nums">
          {state.gapClose === 0 ? 'off' : `${state.gapClose} px`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={MAX_GAP_CLOSE}
        step={1}
        value={state.gapClose}
        disabled={disabled}
        onChange={(event) => engine.setFillOptions({ gapClose: Number(event.target.value) })}
        aria-describedby={`${id}-hint`}
        className="w-full accent-brand-700"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        Stops the paint from leaking through small gaps in the lines.
      </p>
    </div>
  );
}

// Small headings on large screens only: on a phone the dock has no room to spare.
const heading = 'hidden text-xs font-extrabold tracking-wide text-ink-muted uppercase lg:block';

/** The palette, then the options of the current tool (sizes, stay inside the lines, gap closing). */
export function ColorPanel(props: PanelProps) {
  const { state, className } = props;
  return (
    <section aria-label="Colors and options" className={clsx('space-y-3', className)}>
      <h2 className={heading}>Colors</h2>
      <Palette {...props} />
      <div className="space-y-2 border-t border-brand-100 pt-3">
        <h2 className={heading}>{state.tool === 'fill' ? 'Paint bucket' : state.tool === 'eraser' ? 'Eraser size' : 'Brush size'}</h2>
        {state.tool === 'fill' ? <GapClosing {...props} /> : <BrushSizes {...props} />}
        {state.tool === 'brush' ? <InsideLines {...props} /> : null}
      </div>
    </section>
  );
}

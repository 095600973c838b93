import { BRUSH_SIZES, MAX_GAP_CLOSE, type ColoringEngine, type CommandRegistry, type EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { PALETTE, paletteColor } from '../palette';
import { BrushOptions } from './brush-options';
import { ColorExtras } from './color-extras';
import { ColorPickerPanel, CustomColorButton } from './color-picker';
import { GradientColors } from './gradient-colors';

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

/** Picking a color while erasing or picking means "paint with this": the brush comes back. */
function pick(engine: ColoringEngine, hex: string) {
  engine.setColor(hex);
  const { tool } = engine.getState();
  if (tool === 'eraser' || tool === 'eyedropper') engine.setTool('brush');
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

interface PaletteProps extends PanelProps {
  color: string;
  onPick: (hex: string) => void;
  picker: { open: boolean; onToggle: () => void; panelId: string; buttonId: string };
}

/**
 * The palette shows and sets `color` (the current colour, or the gradient's end while that is
 * chosen). Its swatches are one radio group: one Tab stop, arrow keys choose.
 */
function Palette({ disabled, color, onPick, picker }: PaletteProps) {
  const custom = !paletteColor(color);
  const current = PALETTE.findIndex((c) => c.hex === color);
  return (
    <div className="grid grid-cols-10 gap-1.5 sm:gap-2 lg:grid-cols-5 lg:gap-2.5">
      <div
        role="radiogroup"
        aria-label="Colors"
        // Focus goes to its chosen radio, never to the group itself (no Tab stop of its own).
        tabIndex={-1}
        className="contents"
        onKeyDown={radioKeys(PALETTE, current, (c) => onPick(c.hex))}
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
              onClick={() => onPick(c.hex)}
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
      <CustomColorButton color={color} custom={custom} disabled={disabled} id={picker.buttonId} {...picker} />
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
      className="flex flex-1 items-center justify-between gap-1"
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
              'inline-flex size-9 items-center justify-center rounded-full transition active:scale-95 disabled:opacity-40 lg:size-10',
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

function InsideLines({ engine, state, disabled }: Pick<PanelProps, 'engine' | 'state' | 'disabled'>) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={state.insideLines}
      disabled={disabled}
      onClick={() => engine.setInsideLines(!state.insideLines)}
      aria-label="Stay inside the lines"
      title="Stay inside the lines: strokes only color the area where they start (L)"
      className="flex min-h-10 shrink-0 items-center justify-between gap-2 rounded-xl px-1 text-left text-sm font-bold text-ink disabled:opacity-40 lg:w-full lg:gap-3"
    >
      {/* The phone shares the row with the sizes: a short label there. */}
      <span aria-hidden="true" className="text-xs lg:hidden">
        In lines
      </span>
      <span aria-hidden="true" className="hidden lg:inline">
        Stay inside the lines
      </span>
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

const HEADINGS: Record<string, string> = {
  brush: 'Brush',
  eraser: 'Eraser size',
  fill: 'Paint bucket',
  gradient: 'Gradient',
  eyedropper: 'Pick a color',
};

/**
 * The palette with the custom colour, the eyedropper, matching and recent colours; then the
 * options of the current tool (brushes and opacity, sizes, stay inside the lines, the
 * gradient's colours, gap closing).
 */
export function ColorPanel(props: PanelProps & { registry: CommandRegistry; recent: readonly string[] }) {
  const { engine, state, className, registry, recent, disabled } = props;
  // While the gradient is chosen, the palette can set its end colour instead of its start.
  const [gradientEnd, setGradientEnd] = useState<'start' | 'end'>('start');
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerId = useId();
  const pickerButtonId = useId();
  const editingEnd = state.tool === 'gradient' && gradientEnd === 'end';
  const onPick = (hex: string) => (editingEnd ? engine.setSecondColor(hex) : pick(engine, hex));
  const { tool } = state;
  const extras = (className: string) => (
    <ColorExtras
      engine={engine}
      registry={registry}
      state={state}
      recent={recent}
      disabled={disabled}
      onPick={onPick}
      className={className}
    />
  );
  return (
    <section aria-label="Colors and options" className={clsx('space-y-3', className)}>
      <h2 className={heading}>Colors</h2>
      <Palette
        {...props}
        color={editingEnd ? state.secondColor : state.color}
        onPick={onPick}
        picker={{ open: pickerOpen, onToggle: () => setPickerOpen((o) => !o), panelId: pickerId, buttonId: pickerButtonId }}
      />
      {pickerOpen ? (
        <ColorPickerPanel
          id={pickerId}
          buttonId={pickerButtonId}
          color={editingEnd ? state.secondColor : state.color}
          onPick={onPick}
          onClose={() => setPickerOpen(false)}
        >
          {extras('flex lg:hidden')}
        </ColorPickerPanel>
      ) : null}
      {/* On a phone the extras wait inside the custom colour's panel: the dock keeps its height. */}
      {extras('hidden lg:flex')}
      <div className="space-y-2 border-t border-brand-100 pt-3">
        <h2 className={heading}>{HEADINGS[tool] ?? 'Options'}</h2>
        {tool === 'brush' ? <BrushOptions engine={engine} registry={registry} state={state} disabled={disabled} /> : null}
        {tool === 'gradient' ? (
          <GradientColors engine={engine} state={state} disabled={disabled} editing={gradientEnd} onEditing={setGradientEnd} />
        ) : null}
        {tool === 'fill' ? <GapClosing {...props} /> : null}
        {tool === 'gradient' ? (
          // The gradient shares the fill's gap setting; on a phone it is set with the fill, for room.
          <div className="hidden lg:block">
            <GapClosing {...props} />
          </div>
        ) : null}
        {tool === 'brush' || tool === 'eraser' ? (
          // One row on a phone (sizes, then the switch), two on a large screen.
          <div className="flex items-center gap-2 lg:flex-col lg:items-stretch">
            <BrushSizes {...props} />
            <InsideLines {...props} />
          </div>
        ) : null}
        {tool === 'eyedropper' ? <p className="text-sm text-ink-muted">Tap the page to pick a color from it.</p> : null}
      </div>
    </section>
  );
}

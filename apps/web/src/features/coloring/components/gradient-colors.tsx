import type { ColoringEngine, EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { ArrowLeftRight } from 'lucide-react';

interface GradientColorsProps {
  engine: ColoringEngine;
  state: EngineState;
  disabled: boolean;
  /** Which end the palette sets: the start (the current colour) or the end (the second colour). */
  editing: 'start' | 'end';
  onEditing: (end: 'start' | 'end') => void;
}

/**
 * The gradient's two colours: the start (the current colour) and the end. Choosing one makes the
 * palette set it; the arrows swap them. A hint says how the gradient is drawn.
 */
export function GradientColors({ engine, state, disabled, editing, onEditing }: GradientColorsProps) {
  const end = (which: 'start' | 'end', hex: string, name: string) => (
    <button
      type="button"
      aria-pressed={editing === which}
      disabled={disabled}
      onClick={() => onEditing(which)}
      className={clsx(
        'flex min-h-10 flex-1 items-center gap-2 rounded-xl px-2 text-sm font-bold text-ink transition disabled:opacity-40',
        editing === which ? 'bg-brand-100 ring-2 ring-brand-700' : 'hover:bg-brand-50',
      )}
    >
      <span
        aria-hidden="true"
        className="size-6 shrink-0 rounded-full shadow-[inset_0_0_0_1.5px_rgba(31,29,43,0.14)]"
        style={{ backgroundColor: hex }}
      />
      {name}
    </button>
  );
  return (
    <div className="space-y-1">
      <div role="group" aria-label="Gradient colors" className="flex items-center gap-1">
        {end('start', state.color, 'From')}
        <button
          type="button"
          aria-label="Swap the gradient's colors"
          title="Swap colors"
          disabled={disabled}
          onClick={() => {
            const { color, secondColor } = engine.getState();
            engine.setColor(secondColor);
            engine.setSecondColor(color);
          }}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50 disabled:opacity-40"
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
        </button>
        {end('end', state.secondColor, 'To')}
      </div>
      {/* Read out on a phone too, shown from lg on: the phone's dock keeps the canvas clear. */}
      <p className="sr-only text-xs text-ink-muted lg:not-sr-only">Drag across an area for a straight blend, or tap it for a round one.</p>
    </div>
  );
}

import { brushCommandId, type ColoringEngine, type CommandRegistry, type EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { useId } from 'react';
import { commandTitle } from '../use-commands';
import { brushIcon } from './brush-icons';

interface BrushOptionsProps {
  engine: ColoringEngine;
  registry: CommandRegistry;
  state: EngineState;
  disabled: boolean;
}

/**
 * The brushes (paint, crayon, pencil, marker, airbrush …, as the engine registers them), each
 * through its command so the buttons and the keys agree, and the opacity of the current one.
 */
export function BrushOptions({ engine, registry, state, disabled }: BrushOptionsProps) {
  const id = useId();
  const brush = engine.brushes.find((b) => b.id === state.brush);
  return (
    // One row on a phone (the brushes, then the opacity), two on a large screen.
    <div className="flex items-center gap-2 lg:flex-col lg:items-stretch">
      <div role="group" aria-label="Brushes" className="flex shrink-0 items-center justify-between gap-1">
        {engine.brushes.map((b) => {
          const command = registry.get(brushCommandId(b.id));
          const Icon = brushIcon(b.id);
          const selected = state.tool === 'brush' && state.brush === b.id;
          return (
            <button
              key={b.id}
              type="button"
              aria-label={b.label}
              title={command ? commandTitle(command) : b.label}
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => registry.run(brushCommandId(b.id), engine)}
              className={clsx(
                'inline-flex size-9 items-center justify-center rounded-full transition active:scale-95 disabled:opacity-40 lg:size-10',
                selected ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-brand-50',
              )}
            >
              <Icon className="size-5" aria-hidden="true" strokeWidth={2.25} />
            </button>
          );
        })}
      </div>
      {brush?.opacity.adjustable ? (
        <div className="flex min-w-0 flex-1 items-center gap-3 text-sm font-bold text-ink">
          <label htmlFor={id} className="sr-only shrink-0 lg:not-sr-only">
            Opacity
          </label>
          <input
            id={id}
            type="range"
            min={5}
            max={100}
            step={5}
            value={Math.round(state.opacity * 100)}
            disabled={disabled}
            onChange={(event) => engine.setOpacity(Number(event.target.value) / 100)}
            aria-valuetext={`${Math.round(state.opacity * 100)}%`}
            className="min-w-0 flex-1 accent-brand-700"
          />
          <output htmlFor={id} className="hidden w-10 text-right text-ink-muted tabular-nums lg:block">
            {Math.round(state.opacity * 100)}%
          </output>
        </div>
      ) : null}
    </div>
  );
}

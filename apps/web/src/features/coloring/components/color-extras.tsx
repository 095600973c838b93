import type { ColoringEngine, CommandRegistry, EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { Pipette } from 'lucide-react';
import { harmonies } from '../color-harmony';
import { commandTitle } from '../use-commands';
import { ColorSwatch } from './color-swatch';
import { IconButton } from './icon-button';

interface ColorExtrasProps {
  engine: ColoringEngine;
  registry: CommandRegistry;
  state: EngineState;
  /** Recently used colours, newest first. */
  recent: readonly string[];
  disabled: boolean;
  onPick: (hex: string) => void;
  className?: string;
}

const label = 'text-xs font-extrabold tracking-wide text-ink-muted uppercase';

/**
 * One row beside the palette: the eyedropper (the same command as its key), shades and the
 * complement of the current colour, and the colours used last on this device.
 */
export function ColorExtras({ engine, registry, state, recent, disabled, onPick, className }: ColorExtrasProps) {
  const eyedropper = registry.get('eyedropper');
  const shown = recent.filter((c) => c !== state.color);
  return (
    <div className={clsx('-mx-1 flex-wrap items-center gap-2 px-1 py-1', className)}>
      {eyedropper ? (
        <IconButton
          label={eyedropper.label}
          tooltip={`${commandTitle(eyedropper)}: tap the page, or press and hold it with a finger`}
          icon={Pipette}
          pressed={state.tool === 'eyedropper'}
          disabled={disabled || !eyedropper.isEnabled(state)}
          onClick={() => registry.run('eyedropper', engine)}
          className="min-h-9 min-w-9"
        />
      ) : null}
      <div role="group" aria-label="Matching colors" className="flex shrink-0 items-center gap-1.5">
        <span className={`${label} hidden lg:inline`} aria-hidden="true">
          Match
        </span>
        {harmonies(state.color).map((h) => (
          <ColorSwatch key={h.name} hex={h.hex} label={`${h.name} ${h.hex}`} disabled={disabled} onPick={onPick} />
        ))}
      </div>
      {shown.length ? (
        <div role="group" aria-label="Recent colors" className="flex min-w-0 flex-wrap items-center gap-1.5 border-l border-brand-100 pl-2">
          <span className={`${label} hidden lg:inline`} aria-hidden="true">
            Recent
          </span>
          {shown.map((c) => (
            <ColorSwatch key={c} hex={c} label={`Recent ${c}`} disabled={disabled} onPick={onPick} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

import type { CommandRegistry, EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Eraser, PaintBucket, Paintbrush, Redo2, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import { commandTitle } from '../use-commands';
import { IconButton } from './icon-button';

interface RailProps {
  registry: CommandRegistry;
  state: EngineState;
  /** Everything off (loading, a question on screen). */
  disabled: boolean;
  run: (id: string) => void;
  onClear: () => void;
  className?: string;
}

const TOOLS: readonly { id: 'brush' | 'eraser' | 'fill'; icon: LucideIcon }[] = [
  { id: 'brush', icon: Paintbrush },
  { id: 'eraser', icon: Eraser },
  { id: 'fill', icon: PaintBucket },
];

const Divider = () => <span aria-hidden="true" className="mx-0.5 h-7 w-px shrink-0 bg-brand-100 lg:mx-0 lg:my-0.5 lg:h-px lg:w-7" />;

/** Tools, undo/redo and clear: a column beside the page on large screens, a row in the phone dock. */
export function ToolRail({ registry, state, disabled, run, onClear, className }: RailProps) {
  const button = (id: string, icon: LucideIcon, extra: { pressed?: boolean; onClick?: () => void; badge?: ReactNode } = {}) => {
    const command = registry.get(id);
    if (!command) return null;
    return (
      <IconButton
        key={id}
        label={command.label}
        tooltip={commandTitle(command)}
        icon={icon}
        pressed={extra.pressed}
        badge={extra.badge}
        disabled={disabled || !command.isEnabled(state)}
        onClick={extra.onClick ?? (() => run(id))}
      />
    );
  };
  return (
    <div
      role="toolbar"
      aria-label="Coloring tools"
      className={clsx('flex items-center justify-between gap-1 lg:flex-col lg:justify-start', className)}
    >
      {TOOLS.map(({ id, icon }) =>
        button(id, icon, {
          pressed: state.tool === id,
          badge:
            id === 'brush' ? (
              <span
                aria-hidden="true"
                className="absolute right-1 bottom-1 size-3 rounded-full border-2 border-white shadow-sm"
                style={{ backgroundColor: state.color }}
              />
            ) : undefined,
        }),
      )}
      <Divider />
      {button('undo', Undo2)}
      {button('redo', Redo2)}
      <Divider />
      {button('clear', Trash2, { onClick: onClear })}
    </div>
  );
}

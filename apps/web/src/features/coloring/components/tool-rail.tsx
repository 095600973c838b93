import type { CommandRegistry, EngineState } from '@crayonbox/canvas';
import * as Toolbar from '@radix-ui/react-toolbar';
import clsx from 'clsx';
import { useSyncExternalStore, type ReactNode } from 'react';
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

const Divider = () => <Toolbar.Separator className="mx-0.5 h-7 w-px shrink-0 bg-brand-100 lg:mx-0 lg:my-0.5 lg:h-px lg:w-7" />;

/** The rail is a column beside the page from the lg breakpoint on: its arrow keys follow. */
const LARGE = '(min-width: 64rem)';
function useLargeScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(LARGE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(LARGE).matches,
    () => false,
  );
}

/**
 * Tools, undo/redo and clear: a column beside the page on large screens, a row in the phone dock.
 * One toolbar (Radix): Tab enters it once, arrow keys, Home and End move between its buttons.
 */
export function ToolRail({ registry, state, disabled, run, onClear, className }: RailProps) {
  const large = useLargeScreen();
  const button = (id: string, icon: LucideIcon, extra: { pressed?: boolean; onClick?: () => void; badge?: ReactNode } = {}) => {
    const command = registry.get(id);
    if (!command) return null;
    return (
      <Toolbar.Button key={id} asChild>
        <IconButton
          label={command.label}
          tooltip={commandTitle(command)}
          icon={icon}
          pressed={extra.pressed}
          badge={extra.badge}
          disabled={disabled || !command.isEnabled(state)}
          onClick={extra.onClick ?? (() => run(id))}
        />
      </Toolbar.Button>
    );
  };
  return (
    <Toolbar.Root
      aria-label="Coloring tools"
      orientation={large ? 'vertical' : 'horizontal'}
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
    </Toolbar.Root>
  );
}

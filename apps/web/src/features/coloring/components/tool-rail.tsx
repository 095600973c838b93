import type { CommandRegistry, EngineState } from '@crayonbox/canvas';
import * as Toolbar from '@radix-ui/react-toolbar';
import clsx from 'clsx';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Blend, Eraser, PaintBucket, Redo2, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import { commandTitle } from '../use-commands';
import { brushIcon } from './brush-icons';
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

// The eyedropper sits with the colours (components/color-extras.tsx): the phone's row has room
// for these five and the history buttons only.
const TOOLS: readonly { id: string; icon: LucideIcon | null }[] = [
  { id: 'brush', icon: null }, // the current brush's own icon
  { id: 'eraser', icon: Eraser },
  { id: 'fill', icon: PaintBucket },
  { id: 'gradient', icon: Blend },
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
 * Tools (brush, eraser, fill, gradient), undo/redo and clear: a column beside the page on large screens, a row in the phone dock.
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
        button(id, icon ?? brushIcon(state.brush), {
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

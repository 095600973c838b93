import type { CommandRegistry, EngineState } from '@crayonbox/canvas';
import clsx from 'clsx';
import { useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
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

const Divider = ({ vertical }: { vertical: boolean }) => (
  <div
    role="separator"
    aria-orientation={vertical ? 'horizontal' : 'vertical'}
    className="mx-0.5 h-7 w-px shrink-0 bg-brand-100 lg:mx-0 lg:my-0.5 lg:h-px lg:w-7"
  />
);

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
 * Arrow keys, Home and End move focus among the toolbar's enabled buttons. Both axes work (the
 * rail is a column on a wide screen and a row on a phone, and a key that does nothing is worse
 * than one more way to move); focus stops at the ends instead of wrapping.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  if (!(event.key in step) && event.key !== 'Home' && event.key !== 'End') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : Math.min(buttons.length - 1, Math.max(0, at + step[event.key]!));
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * Tools (brush, eraser, fill, gradient), undo/redo and clear: a column beside the page on large
 * screens, a row in the phone dock. One toolbar: a single Tab stop (the active tool), then arrow
 * keys, Home and End move between its buttons (moveFocus). Focus, not the tool, moves: Enter or
 * Space picks.
 */
export function ToolRail({ registry, state, disabled, run, onClear, className }: RailProps) {
  const large = useLargeScreen();
  // The one Tab stop: the button last focused in the rail (so Tab leaves from any of them), else
  // the active tool, else the first tool.
  const [focused, setFocused] = useState<string | null>(null);
  const activeTool = TOOLS.some((t) => t.id === state.tool) ? state.tool : TOOLS[0]!.id;
  const focusedCommand = focused ? registry.get(focused) : undefined;
  const tabStop = focusedCommand && !disabled && focusedCommand.isEnabled(state) ? focused : activeTool;
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
        tabIndex={id === tabStop ? 0 : -1}
        onFocus={() => setFocused(id)}
        disabled={disabled || !command.isEnabled(state)}
        onClick={extra.onClick ?? (() => run(id))}
      />
    );
  };
  return (
    <div
      role="toolbar"
      aria-label="Coloring tools"
      aria-orientation={large ? 'vertical' : 'horizontal'}
      onKeyDown={moveFocus}
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
      <Divider vertical={large} />
      {button('undo', Undo2)}
      {button('redo', Redo2)}
      <Divider vertical={large} />
      {button('clear', Trash2, { onClick: onClear })}
    </div>
  );
}

import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';

const rainbow = 'conic-gradient(from 0deg, #ef4444, #f97316, #facc15, #22c55e, #38bdf8, #3b82f6, #a855f7, #d946ef, #ef4444)';

interface ButtonProps {
  /** Lowercase '#rrggbb'. */
  color: string;
  /** True when the colour is none of the presets: the button shows it. */
  custom: boolean;
  disabled: boolean;
  open: boolean;
  onToggle: () => void;
  /** Id of the picker panel it opens, and its own id (the panel hands focus back to it). */
  panelId: string;
  id: string;
}

/** The custom-colour swatch at the end of the palette: opens and closes the picker. */
export function CustomColorButton({ color, custom, disabled, open, onToggle, panelId, id }: ButtonProps) {
  return (
    <button
      id={id}
      type="button"
      aria-label="Custom color"
      title="Custom color"
      aria-expanded={open}
      aria-controls={panelId}
      disabled={disabled}
      onClick={onToggle}
      className={clsx(
        'relative aspect-square w-full min-w-7 rounded-full shadow-[inset_0_0_0_1.5px_rgba(31,29,43,0.14)] transition-transform',
        'hover:scale-110 active:scale-95 disabled:opacity-40 disabled:hover:scale-100',
        custom && 'scale-110 ring-3 ring-brand-700 ring-offset-2',
      )}
      style={{ background: custom ? color : rainbow }}
    >
      <span className="absolute inset-0 m-auto size-3 rounded-full bg-white shadow" aria-hidden="true" />
    </button>
  );
}

interface PanelProps {
  id: string;
  /** Id of the button that opened it: focus goes back there on close. */
  buttonId: string;
  color: string;
  onPick: (hex: string) => void;
  onClose: () => void;
  /** More to show under the picker (the phone shows the matching and recent colours here). */
  children?: ReactNode;
}

/**
 * The custom colour picker, under the palette: a shade area and a hue bar (react-colorful:
 * sliders with names for screen readers, moved with the arrow keys) and a hex field for those
 * who want it. Escape or Done closes it.
 */
export function ColorPickerPanel({ id, buttonId, color, onPick, onClose, children }: PanelProps) {
  const hexId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    // The shade area takes focus first, so arrow keys change the colour at once.
    el.querySelector<HTMLElement>('[role="slider"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
      document.getElementById(buttonId)?.focus();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [buttonId]);
  return (
    <div ref={panel} id={id} role="group" aria-label="Custom color picker" className="space-y-2 rounded-2xl bg-brand-50 p-3">
      {/* Inline size: react-colorful's own stylesheet is unlayered and would beat utility classes. */}
      <HexColorPicker color={color} onChange={(hex) => onPick(hex.toLowerCase())} style={{ width: '100%', height: 136 }} />
      <div className="flex items-center gap-2 text-sm font-bold text-ink">
        <label htmlFor={hexId}>Hex</label>
        <HexColorInput
          id={hexId}
          color={color}
          prefixed
          onChange={(hex) => {
            if (/^#[0-9a-f]{6}$/i.test(hex)) onPick(hex.toLowerCase());
          }}
          className="w-24 rounded-lg border border-brand-200 bg-white px-2 py-1 font-mono text-sm uppercase"
        />
        <button
          type="button"
          onClick={() => {
            close.current();
            document.getElementById(buttonId)?.focus();
          }}
          className="ml-auto rounded-lg px-3 py-1 text-brand-800 hover:bg-brand-100"
        >
          Done
        </button>
      </div>
      {children}
    </div>
  );
}

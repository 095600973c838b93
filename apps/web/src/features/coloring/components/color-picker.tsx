import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';

interface ColorPickerProps {
  /** Lowercase '#rrggbb'. */
  color: string;
  /** True when the colour is none of the presets: the button shows it. */
  custom: boolean;
  disabled: boolean;
  onPick: (hex: string) => void;
  className?: string;
}

const rainbow = 'conic-gradient(from 0deg, #ef4444, #f97316, #facc15, #22c55e, #38bdf8, #3b82f6, #a855f7, #d946ef, #ef4444)';

/**
 * The custom colour: a swatch that opens a picker below the palette: a shade area and a hue
 * bar (sliders for screen readers and arrow keys, from react-colorful) and a hex field for those
 * who want it. Escape or the swatch closes it.
 */
export function ColorPicker({ color, custom, disabled, onPick, className }: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hexId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    // The picker's shade area takes focus first, so arrow keys change the colour at once.
    el.querySelector<HTMLElement>('[role="slider"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Custom color"
        title="Custom color"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          'relative aspect-square w-full min-w-7 rounded-full shadow-[inset_0_0_0_1.5px_rgba(31,29,43,0.14)] transition-transform',
          'hover:scale-110 active:scale-95 disabled:opacity-40 disabled:hover:scale-100',
          custom && 'scale-110 ring-3 ring-brand-700 ring-offset-2',
          className,
        )}
        style={{ background: custom ? color : rainbow }}
      >
        <span className="absolute inset-0 m-auto size-3 rounded-full bg-white shadow" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label="Custom color picker"
          className="col-span-full space-y-2 rounded-2xl bg-brand-50 p-3 [&_.react-colorful]:h-36 [&_.react-colorful]:w-full"
        >
          <HexColorPicker color={color} onChange={(hex) => onPick(hex.toLowerCase())} />
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
                setOpen(false);
                button.current?.focus();
              }}
              className="ml-auto rounded-lg px-3 py-1 text-brand-800 hover:bg-brand-100"
            >
              Done
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

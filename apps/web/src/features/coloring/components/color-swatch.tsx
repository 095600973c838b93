import clsx from 'clsx';

interface SwatchProps {
  hex: string;
  /** Accessible name, e.g. 'Lighter #7fb2f9'. */
  label: string;
  disabled: boolean;
  onPick: (hex: string) => void;
}

/** A small round colour button for the rows beside the palette (recent colours, harmonies). */
export function ColorSwatch({ hex, label, disabled, onPick }: SwatchProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPick(hex)}
      className={clsx(
        'size-7 shrink-0 rounded-full shadow-[inset_0_0_0_1.5px_rgba(31,29,43,0.14)] transition-transform',
        'hover:scale-110 active:scale-95 disabled:opacity-40',
      )}
      style={{ backgroundColor: hex }}
    />
  );
}

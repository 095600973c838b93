import type { NumberColor } from '@crayonbox/contract';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { Progress } from './plan-regions';
import { readableOn } from './readable-on';

interface SwatchBarProps {
  colors: readonly NumberColor[];
  progress: Progress;
  selected: number;
  disabled: boolean;
  onSelect: (n: number) => void;
}

/**
 * The key as swatches: number, colour and a ring that fills as its areas are done (a check when
 * all are). One radio group: arrow keys, Home and End move the choice, Tab leaves.
 */
export function SwatchBar({ colors, progress, selected, disabled, onSelect }: SwatchBarProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = colors.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const color = colors[to];
    if (color) onSelect(color.n);
    refs.current[to]?.focus();
  };
  return (
    <div role="radiogroup" aria-label="Colors" className="flex gap-2 overflow-x-auto px-1 py-2 lg:flex-wrap lg:overflow-visible">
      {colors.map((color, index) => {
        const count = progress.perColor.get(color.n) ?? { done: 0, total: 0 };
        const complete = count.total > 0 && count.done === count.total;
        const share = count.total > 0 ? count.done / count.total : 0;
        const checked = color.n === selected;
        return (
          <button
            key={color.n}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${color.n} ${color.name}, ${count.done} of ${count.total} done`}
            title={`${color.name}: ${count.done} of ${count.total}`}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(color.n)}
            onKeyDown={(event) => move(event, index)}
            className={clsx(
              'relative grid size-12 shrink-0 place-items-center rounded-full p-1 transition active:scale-95 disabled:opacity-50',
              checked ? 'scale-110' : '',
            )}
            style={{ background: `conic-gradient(var(--color-brand-700) ${share * 360}deg, var(--color-brand-100) 0)` }}
          >
            <span
              className={clsx(
                'grid size-full place-items-center rounded-full text-sm font-extrabold ring-2',
                checked ? 'ring-ink' : 'ring-white',
              )}
              style={{ backgroundColor: color.hex, color: readableOn(color.hex) }}
            >
              {complete ? <Check className="size-5" aria-hidden="true" strokeWidth={3} /> : color.n}
            </span>
          </button>
        );
      })}
    </div>
  );
}

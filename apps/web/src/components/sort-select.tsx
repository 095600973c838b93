import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

/** A native select with a visible 'Sort' label (native, so keyboards and phones get their own picker). */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  label = 'Sort',
  className,
}: {
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="relative w-full">
          <select
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value as T)}
            className="block min-h-11 w-full appearance-none rounded-full border-2 border-slate-300 bg-white pr-10 pl-4 text-base text-ink hover:border-slate-400 focus:border-brand-600"
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
        </div>
      </div>
    </div>
  );
}

import { PAGE_CATEGORIES, PAGE_CATEGORY_LABELS, type PageCategory } from '@crayonbox/contract';
import clsx from 'clsx';

export interface CategoryChipsProps {
  value: PageCategory | null;
  onChange: (category: PageCategory | null) => void;
  /**
   * The categories that hold pages: only those are offered, and the chosen one (so it can be seen
   * and left). Undefined when that is not known (the count failed): every category.
   */
  withPages?: ReadonlySet<PageCategory>;
  className?: string;
}

/**
 * The category chips above the public list: "All" and one chip per category that has pages, one
 * pressed at a time. On a phone the row scrolls sideways instead of wrapping onto three lines.
 */
export function CategoryChips({ value, onChange, withPages, className }: CategoryChipsProps) {
  const offered = PAGE_CATEGORIES.filter((category) => !withPages || withPages.has(category) || category === value);
  const chips: { category: PageCategory | null; label: string }[] = [
    { category: null, label: 'All' },
    ...offered.map((category) => ({ category, label: PAGE_CATEGORY_LABELS[category] })),
  ];
  return (
    <div role="group" aria-label="Categories" className={clsx('-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap', className)}>
      {chips.map(({ category, label }) => {
        const pressed = value === category;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={clsx(
              'min-h-11 shrink-0 rounded-full border-2 px-4 text-sm font-bold transition-colors',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-brand-100 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

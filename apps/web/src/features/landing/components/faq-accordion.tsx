import type { FaqItem } from '@crayonbox/contract';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** Questions as an accordion: each question is a button (aria-expanded / aria-controls) over its answer. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const base = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y-2 divide-brand-100 overflow-hidden rounded-3xl border-2 border-brand-100 bg-white">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold text-ink hover:bg-brand-50 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={clsx('size-5 shrink-0 text-brand-700 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-ink-muted sm:px-6">
              <p className="whitespace-pre-line">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

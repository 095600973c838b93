import clsx from 'clsx';
import { Check, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  text: string;
  icon: LucideIcon;
}

/**
 * A radio group drawn as cards. The inputs are real radios (arrow keys move between them); each
 * is named by its label and described by its text.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled = false,
  className,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className={clsx('grid gap-3', className)}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const Icon = choice.icon;
          const labelId = `${id}-${choice.value}-label`;
          const textId = `${id}-${choice.value}-text`;
          return (
            <label
              key={choice.value}
              className={clsx(
                'relative flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-labelledby={labelId}
                aria-describedby={textId}
                className="sr-only"
              />
              <span
                className={clsx(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl',
                  checked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span id={labelId} className="block font-bold text-ink">
                  {choice.label}
                </span>
                <span id={textId} className="block text-sm text-ink-muted">
                  {choice.text}
                </span>
              </span>
              {checked ? <Check className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

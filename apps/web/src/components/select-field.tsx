import clsx from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlBorder, FieldShell, useFieldIds } from './field-shell';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with optional hint and error text (takes `register(name)` as props). */
export function SelectField({ label, options, error, hint, id, className, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} className={className}>
      <select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx(
          'block min-h-11 w-full rounded-xl border-2 bg-white px-3 text-base text-ink focus:border-brand-600',
          controlBorder(Boolean(error)),
        )}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

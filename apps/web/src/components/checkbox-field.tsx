import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled checkbox with an optional hint under the label. */
export function CheckboxField({
  label,
  hint,
  id,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
        {...rest}
      />
      <div>
        <label htmlFor={inputId} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-shell';

/** A labelled checkbox with an optional hint under the label (takes `register(name)` as props, or checked/onChange). */
export function CheckboxField({
  label,
  hint,
  id,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: ReactNode; ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds(id, hint, undefined);
  return (
    <div className="flex items-start gap-3">
      <input
        id={ids.inputId}
        type="checkbox"
        aria-describedby={ids.describedBy}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
        {...rest}
      />
      <div>
        <label htmlFor={ids.inputId} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <p id={ids.hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

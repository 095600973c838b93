import clsx from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';

/**
 * An on/off switch (role="switch") with its label and hint; for react-hook-form through a
 * Controller (`checked` = field.value, `onChange` = field.onChange, `ref` = field.ref).
 */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
  onText = 'On',
  offText = 'Off',
  ref,
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onText?: string;
  offText?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const generated = useId();
  const switchId = id ?? generated;
  const labelId = `${switchId}-label`;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-bold text-ink">
          {label}
        </p>
        {hint ? (
          <p id={`${switchId}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className={clsx('text-sm font-bold', checked ? 'text-green-800' : 'text-ink-muted')}>
          {checked ? onText : offText}
        </span>
        <button
          ref={ref}
          type="button"
          role="switch"
          id={switchId}
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={hint ? `${switchId}-hint` : undefined}
          onClick={() => onChange(!checked)}
          className={clsx(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors',
            checked ? 'border-green-700 bg-green-600' : 'border-slate-400 bg-slate-200',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>
    </div>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './field-shell';

/**
 * A form whose failure is said in one sentence above its fields (a refused token, a network
 * error: what no field can show). Submitting clears the last sentence first; the form is marked
 * busy while it sends. Validation is react-hook-form's, so the browser's own is off.
 */
export function AlertForm({
  onSubmit,
  onSubmitStart,
  message,
  busy,
  className = 'space-y-5',
  children,
}: {
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Called before onSubmit: where the caller clears its message. */
  onSubmitStart: () => void;
  message: string | null;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        onSubmitStart();
        void onSubmit(event);
      }}
      className={className}
      aria-busy={busy}
    >
      {message ? <FormAlert>{message}</FormAlert> : null}
      {children}
    </form>
  );
}

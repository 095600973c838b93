import { zodResolver } from '@hookform/resolvers/zod';
import { updateSelfBody, type User } from '@crayonbox/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiOrThrow, handleApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/server-errors';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { Button } from './button';
import { PhotoField } from './photo-field';
import { TextField } from './text-field';

export const ACCOUNT_UPDATED = 'Account details have been updated';

/** The form's values in the order of its fields (the first with an error gets the focus). */
const valuesOf = (user: User) => ({ photo: user.photo ?? '', name: user.name, email: user.email });

/**
 * The signed-in person's own account (PATCH /users/update): name, photo and email, with the
 * button 'Update account'. Used on /account and on the admin's /admin/account. A new email is
 * only applied once the link mailed to it is opened, which the form says under the field.
 */
export function AccountForm({ user, onSaved }: { user: User; onSaved?: (user: User) => void }) {
  const [uploading, setUploading] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(updateSelfBody), defaultValues: valuesOf(user), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    if (uploading) return;
    try {
      const saved = await apiOrThrow.patch<User>('/users/update', body);
      useSession.getState().updateUser({ name: saved.name, photo: saved.photo, email: saved.email });
      // The server keeps the old address until the new one is confirmed.
      setPendingEmail(body.email !== saved.email ? body.email : null);
      form.reset(valuesOf(saved));
      notify.success(ACCOUNT_UPDATED);
      onSaved?.(saved);
    } catch (error) {
      // 422 per field, and 409 (email taken) on the email field.
      if (!applyServerErrors(form, error, { conflictField: 'email' }).placed.length) handleApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="Account details">
      <Controller
        control={form.control}
        name="photo"
        render={({ field, fieldState }) => (
          <PhotoField
            name={form.watch('name')}
            value={field.value ?? ''}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={isSubmitting}
            onBusyChange={setUploading}
          />
        )}
      />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} maxLength={100} required {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} required {...form.register('email')} />
      {pendingEmail ? (
        <p role="status" className="flex gap-2.5 rounded-xl border-2 border-brand-100 bg-brand-50 px-3.5 py-3 text-sm text-ink">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            We sent a link to <strong className="break-all">{pendingEmail}</strong>; your email changes when you open it.
          </span>
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={uploading}>
        Update account
      </Button>
    </form>
  );
}

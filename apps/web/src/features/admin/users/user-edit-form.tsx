import type { User } from '@crayonbox/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { PhotoField } from '@/components/photo-field';
import { TextField } from '@/components/text-field';
import { handleApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/server-errors';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { updateUser } from './api';

export const USER_UPDATED = 'User has been updated';

/** The form's values in the order of its fields (the first with an error gets the focus). */
const valuesOf = (user: User) => ({ name: user.name, photo: user.photo ?? '', email: user.email });

/** The Edit user form: Name, Photo and Email, sent as they are (SPEC section 5: the server checks them). */
export function UserEditForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [uploading, setUploading] = useState(false);
  const form = useForm({ defaultValues: valuesOf(user), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      const saved = await updateUser(user.id, values);
      form.reset(valuesOf(saved));
      // An admin editing their own account sees the change in the shell at once.
      if (useSession.getState().user?.id === saved.id) {
        useSession.getState().updateUser({ name: saved.name, email: saved.email, photo: saved.photo });
      }
      onSaved(saved);
      notify.success(USER_UPDATED);
    } catch (error) {
      if (!applyServerErrors(form, error, { conflictField: 'email' }).placed.length) handleApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="User details">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} maxLength={100} {...form.register('name')} />
      <Controller
        control={form.control}
        name="photo"
        render={({ field, fieldState }) => (
          <PhotoField
            name={form.watch('name')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={isSubmitting}
            onBusyChange={setUploading}
          />
        )}
      />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" loading={isSubmitting} disabled={uploading}>
        Update user
      </Button>
    </form>
  );
}

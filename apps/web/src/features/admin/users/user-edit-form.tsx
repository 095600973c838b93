import type { User } from '@crayonbox/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { PhotoField } from '@/components/photo-field';
import { handleApiError } from '@/lib/api';
import { failureFieldErrors, focusFirstError, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { updateUser } from './api';

export const USER_UPDATED = 'User has been updated';

/** The Edit user form: Name, Photo and Email, sent as they are (the server checks them). */
export function UserEditForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    const form = event.currentTarget;
    setErrors({});
    setSaving(true);
    try {
      const saved = await updateUser(user.id, { name, email, photo });
      setName(saved.name);
      setEmail(saved.email);
      setPhoto(saved.photo ?? '');
      // An admin editing their own account sees the change in the shell at once.
      if (useSession.getState().user?.id === saved.id) {
        useSession.getState().updateUser({ name: saved.name, email: saved.email, photo: saved.photo });
      }
      onSaved(saved);
      notify.success(USER_UPDATED);
    } catch (error) {
      const found = failureFieldErrors(error, 'email');
      if (Object.keys(found).length) {
        setErrors(found);
        focusFirstError(form, found);
      } else handleApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="User details">
      <Field
        label="Name"
        name="name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        maxLength={100}
      />
      <PhotoField name={name} value={photo} onChange={setPhoto} error={errors.photo} disabled={saving} onBusyChange={setUploading} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <Button type="submit" loading={saving} disabled={uploading}>
        Update user
      </Button>
    </form>
  );
}

import { updateSelfBody, type User } from '@crayonbox/contract';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiOrThrow, handleApiError } from '@/lib/api';
import { failureFieldErrors, focusFirstError, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { Button } from './button';
import { Field } from './field';
import { PhotoField } from './photo-field';

export const ACCOUNT_UPDATED = 'Account details have been updated';

/**
 * The signed-in person's own account (PATCH /users/update): name, photo and email, with the
 * button 'Update account'. Used on /account and on the admin's /admin/account. A new email is
 * only applied once the link mailed to it is opened, which the form says under the field.
 */
export function AccountForm({ user, onSaved }: { user: User; onSaved?: (user: User) => void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    const form = event.currentTarget;
    const parsed = updateSelfBody.safeParse({ name, email, photo });
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await apiOrThrow.patch<User>('/users/update', parsed.data);
      useSession.getState().updateUser({ name: saved.name, photo: saved.photo, email: saved.email });
      const asked = parsed.data.email;
      // The server keeps the old address until the new one is confirmed.
      setPendingEmail(asked !== saved.email ? asked : null);
      setName(saved.name);
      setEmail(saved.email);
      setPhoto(saved.photo ?? '');
      notify.success(ACCOUNT_UPDATED);
      onSaved?.(saved);
    } catch (error) {
      // 422 per field, and 409 (email taken) on the email field.
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
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Account details">
      <PhotoField name={name} value={photo} onChange={setPhoto} error={errors.photo} disabled={saving} onBusyChange={setUploading} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        maxLength={100}
        required
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      {pendingEmail ? (
        <p role="status" className="flex gap-2.5 rounded-xl border-2 border-brand-100 bg-brand-50 px-3.5 py-3 text-sm text-ink">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            We sent a link to <strong className="break-all">{pendingEmail}</strong>; your email changes when you open it.
          </span>
        </p>
      ) : null}
      <Button type="submit" loading={saving} disabled={uploading}>
        Update account
      </Button>
    </form>
  );
}

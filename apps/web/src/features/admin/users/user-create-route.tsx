import { createUserBody } from '@crayonbox/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { Field } from '@/components/field';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { handleApiError } from '@/lib/api';
import { notifyOnArrival } from '@/lib/arrival-notice';
import { failureFieldErrors, focusFirstError, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { createUser } from './api';

export const USER_CREATED = 'User has been created';

/** /admin/users/create: name, email, password and the admin flag; the account is usable at once. */
export function Component() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '', admin: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: 'name' | 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const parsed = createUserBody.safeParse(values);
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await createUser(parsed.data);
    } catch (error) {
      setSaving(false);
      const found = failureFieldErrors(error, 'email');
      if (Object.keys(found).length) {
        setErrors(found);
        focusFirstError(form, found);
      } else handleApiError(error);
      return;
    }
    notifyOnArrival('/admin/users', 'success', USER_CREATED);
    await navigate('/admin/users');
  }

  return (
    <Screen title="Create user" description="Add an account by hand. It can sign in at once, without an email check.">
      <Panel className="max-w-2xl">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="New user">
          <Field
            label="Name"
            name="name"
            autoComplete="off"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={100}
            required
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            hint="At least 8 characters. Share it with the person safely; they can change it later."
            required
          />
          <CheckboxField
            label="Admin"
            name="admin"
            checked={values.admin}
            onChange={(event) => setValues((current) => ({ ...current, admin: event.target.checked }))}
            hint="Admins manage the app from this console and have no plan."
          />
          <div className="flex flex-wrap gap-2 pt-1">
            <Button type="submit" loading={saving}>
              Create user
            </Button>
            <Link to="/admin/users" className={buttonClasses({ variant: 'ghost' })}>
              Cancel
            </Link>
          </div>
        </form>
      </Panel>
    </Screen>
  );
}

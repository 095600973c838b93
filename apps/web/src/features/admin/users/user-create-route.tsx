import { zodResolver } from '@hookform/resolvers/zod';
import { createUserBody } from '@crayonbox/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { TextField } from '@/components/text-field';
import { handleApiError } from '@/lib/api';
import { notifyOnArrival } from '@/lib/arrival-notice';
import { applyServerErrors } from '@/lib/server-errors';
import { createUser } from './api';

export const USER_CREATED = 'User has been created';

/** /admin/users/create: name, email, password and the admin flag; the account is usable at once. */
export function Component() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(createUserBody),
    defaultValues: { name: '', email: '', password: '', admin: false },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createUser(body);
    } catch (error) {
      if (!applyServerErrors(form, error, { conflictField: 'email' }).placed.length) handleApiError(error);
      return;
    }
    notifyOnArrival('/admin/users', 'success', USER_CREATED);
    await navigate('/admin/users');
  });

  return (
    <Screen title="Create user" description="Add an account by hand. It can sign in at once, without an email check.">
      <Panel className="max-w-2xl">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="New user">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} maxLength={100} required {...form.register('name')} />
          <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} required {...form.register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint="At least 8 characters. Share it with the person safely; they can change it later."
            required
            {...form.register('password')}
          />
          <CheckboxField label="Admin" hint="Admins manage the app from this console and have no plan." {...form.register('admin')} />
          <div className="flex flex-wrap gap-2 pt-1">
            <Button type="submit" loading={isSubmitting}>
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

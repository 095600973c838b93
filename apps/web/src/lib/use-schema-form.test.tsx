import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signUpBody } from '@crayonbox/contract';
import { describe, expect, it, vi } from 'vitest';
import { Field, FormAlert } from '@/components/field';
import { ApiError } from '@/lib/api';
import { useSchemaForm, withConfirmedPassword } from './use-schema-form';

function SignUpLike({ submit, onFailure }: { submit: (body: unknown) => Promise<void>; onFailure?: (error: unknown) => Promise<boolean> }) {
  const { errors, message, submitting, onSubmit } = useSchemaForm(signUpBody, ['name', 'email', 'password'], submit, onFailure);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Field label="Name" name="name" error={errors.name} />
      <Field label="Email" name="email" error={errors.email} />
      <Field label="Password" name="password" type="password" error={errors.password} />
      <button type="submit">Send</button>
    </form>
  );
}

const fill = (name: string, email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('useSchemaForm', () => {
  it('checks the fields with the schema first and focuses the first bad one', async () => {
    const submit = vi.fn(async () => {});
    render(<SignUpLike submit={submit} />);
    fill('Pat', 'not-an-email', 'correct horse battery');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed body and shows a 422 under its fields, another failure above the form', async () => {
    const submit = vi
      .fn<(body: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 422, message: 'Invalid', errors: { email: ['This email is taken.'] } }))
      .mockRejectedValueOnce(new ApiError({ status: 500, message: 'Something went wrong.' }));
    render(<SignUpLike submit={submit} />);
    fill('Pat', 'pat@example.com', 'correct horse battery');
    await screen.findByText('This email is taken.');
    expect(submit).toHaveBeenCalledWith({ name: 'Pat', email: 'pat@example.com', password: 'correct horse battery' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Something went wrong.');
    expect(screen.queryByText('This email is taken.')).toBeNull();
  });

  it('lets the screen take a failure over', async () => {
    const onFailure = vi.fn(async () => true);
    render(<SignUpLike submit={() => Promise.reject(new ApiError({ status: 409, message: 'Taken' }))} onFailure={onFailure} />);
    fill('Pat', 'pat@example.com', 'correct horse battery');
    await waitFor(() => expect(onFailure).toHaveBeenCalled());
    expect(screen.queryByText('Taken')).toBeNull();
  });

  it('shows an error about a value the form has no field for (a link token) above the form', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError({ status: 422, message: 'Invalid', errors: { token: ['This link has expired.'] } })),
    );
    render(<SignUpLike submit={submit} />);
    fill('Pat', 'pat@example.com', 'correct horse battery');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
  });
});

describe('withConfirmedPassword', () => {
  const schema = withConfirmedPassword(signUpBody, { name: 'Pat' });

  it('adds values that are not fields, and wants the password twice', () => {
    const body = { email: 'pat@example.com', password: 'correct horse battery' };
    expect(schema.safeParse({ ...body, confirm: 'correct horse battery' })).toMatchObject({ success: true, data: { name: 'Pat' } });
    const different = schema.safeParse({ ...body, confirm: 'correct horse' });
    expect(different.success).toBe(false);
    expect(different.success ? null : different.error.issues).toEqual([
      { path: ['confirm'], message: 'The two passwords are not the same.' },
    ]);
  });
});

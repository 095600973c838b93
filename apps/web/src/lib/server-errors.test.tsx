import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from '@/components/field-shell';
import { TextField } from '@/components/text-field';
import { ApiError } from './api';
import { changePasswordForm } from './password-forms';
import { applyServerErrors, formMessage, type ServerErrorOptions } from './server-errors';

/** A form like the account ones: name, email and tags (one box, sent as a list), a message above. */
function Profile({ submit, options }: { submit: () => Promise<void>; options?: ServerErrorOptions }) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ defaultValues: { name: 'Pat', email: 'pat@example.com', tags: 'cat, dog' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    setMessage(null);
    try {
      await submit();
    } catch (error) {
      setMessage(formMessage(error, applyServerErrors(form, error, options)));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Tags" error={errors.tags?.message} {...form.register('tags')} />
      <button type="submit">Save</button>
    </form>
  );
}

const refused = (errors: Record<string, string[]>) => new ApiError({ status: 422, message: 'Some fields are not valid.', errors });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('applyServerErrors', () => {
  it('puts each 422 message under its field, described by it, and focuses the first field of the form', async () => {
    render(<Profile submit={() => Promise.reject(refused({ email: ['This email is taken.'], name: ['That name is not allowed.'] }))} />);
    save();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveProperty('ariaInvalid', 'true'));
    expect(document.activeElement).toBe(name);
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('That name is not allowed.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This email is taken.')).toBeTruthy();
    // Said under the fields, so nothing above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts an error of one entry of a list ("tags.1") under the box that holds the list', async () => {
    render(<Profile submit={() => Promise.reject(refused({ 'tags.1': ['A tag has at most 30 characters.'] }))} />);
    save();
    expect(await screen.findByText('A tag has at most 30 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Tags').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Tags'));
  });

  it('shows an error about a value the form has no field for (a link token) above the form', async () => {
    render(<Profile submit={() => Promise.reject(refused({ token: ['This link has expired.'] }))} />);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a 409 on the field it names, and shows other failures above the form; the next save clears old messages', async () => {
    const submit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 409, message: 'This email is already taken.' }))
      .mockRejectedValueOnce(new ApiError({ status: 500, message: 'Something went wrong.' }));
    render(<Profile submit={submit} options={{ conflictField: 'email' }} />);
    save();
    expect(await screen.findByText('This email is already taken.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(screen.queryByText('This email is already taken.')).toBeNull();
  });

  it('leaves a failure that is not about fields to the screen', () => {
    const form = { getValues: () => ({ name: '' }), setError: vi.fn(), setFocus: vi.fn() };
    expect(applyServerErrors(form, new TypeError('Failed to fetch'))).toEqual({ placed: [], unplaced: [] });
    expect(applyServerErrors(form, new ApiError({ status: 409, message: 'Taken' }))).toEqual({ placed: [], unplaced: [] });
    expect(form.setError).not.toHaveBeenCalled();
    expect(formMessage(new TypeError('Failed to fetch'), { placed: [], unplaced: [] })).toBe('Failed to fetch');
  });

  it('maps server paths onto the form (the website sends "value.landing.home.x") and keeps a list error on its root', () => {
    const form = { getValues: () => ({ list: [{ id: 'a', title: '' }], heading: '' }), setError: vi.fn(), setFocus: vi.fn() };
    const outcome = applyServerErrors(
      form,
      refused({ 'value.landing.features.list': ['At most 12 features.'], 'value.landing.features.list.0.title': ['Title is required.'] }),
      { focus: false, toField: (path) => path.replace(/^value\.landing\.features\./, '') },
    );
    expect(outcome).toEqual({ placed: ['list.root', 'list.0.title'], unplaced: [] });
    expect(form.setError).toHaveBeenCalledWith('list.0.title', { type: 'server', message: 'Title is required.' });
    expect(form.setFocus).not.toHaveBeenCalled();
  });
});

describe('changePasswordForm', () => {
  const body = { current_password: 'old secret', password: 'correct horse battery' };

  it('wants the new password twice, once the rest is right', () => {
    expect(changePasswordForm.safeParse({ ...body, confirm: 'correct horse battery' }).success).toBe(true);
    const different = changePasswordForm.safeParse({ ...body, confirm: 'correct horse' });
    expect(different.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['confirm'], message: 'The two passwords are not the same.' },
    ]);
    const short = changePasswordForm.safeParse({ ...body, password: 'short', confirm: 'other' });
    expect(short.error?.issues.map(({ message }) => message)).toEqual(['Password must be at least 8 characters.']);
  });
});

import { changePasswordBody, resetPasswordBody } from '@crayonbox/contract';

export const NOT_THE_SAME = 'The two passwords are not the same.';

/*
 * The new password typed twice: a check of the form only. The contract's schema keeps the extra
 * `confirm` value (loose) so the check can see it; the screens leave it out of the body they send.
 * It runs once everything else is right, so a short password is not also reported as different.
 */
const sameTwice = {
  path: ['confirm'],
  message: NOT_THE_SAME,
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** The change-password form: current password, new password, repeated. */
export const changePasswordForm = changePasswordBody.loose().refine((value) => value.password === value.confirm, sameTwice);

/** The reset-password form: the mailed token (not a field), new password, repeated. */
export const resetPasswordForm = resetPasswordBody.loose().refine((value) => value.password === value.confirm, sameTwice);

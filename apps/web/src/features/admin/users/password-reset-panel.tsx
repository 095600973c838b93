import type { User } from '@crayonbox/contract';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { notify } from '@/stores/notifications';
import { sendPasswordReset } from './api';

export const RESET_SENT = 'Password reset email has been sent';

/** The further action of Edit user: mail the user a link to choose a new password. */
export function PasswordResetPanel({ user }: { user: User }) {
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    const sent = await sendPasswordReset(user.id);
    setSending(false);
    if (sent) notify.success(`${RESET_SENT} to ${user.email}`);
  }

  return (
    <section aria-labelledby="password-reset-title" className="space-y-3 rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6">
      <h2 id="password-reset-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        Password
      </h2>
      <p id="password-reset-hint" className="text-sm text-ink">
        {user.blocked
          ? 'Unblock this user before sending a password reset email.'
          : `Sends ${user.email} a link to choose a new password. The link works once, for 2 hours.`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        loading={sending}
        disabled={user.blocked}
        aria-describedby="password-reset-hint"
        icon={<Mail className="size-4" aria-hidden="true" />}
        onClick={() => void send()}
      >
        Send password reset email
      </Button>
    </section>
  );
}

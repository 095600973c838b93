import type { MailMessage } from '../../providers/mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The app's own colours (web styles/index.css: brand-50, brand-700, brand-900, ink), so a mail looks like the app it comes from. */
function layout(appName: string, heading: string, body: string, link: string, action: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f5f3ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="margin-top:0;color:#4c1d95">${escape(heading)}</h1><p>${body}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#57534e;font-size:14px">Or open this link: ${escape(link)}</p>
<p style="color:#57534e;font-size:14px">${escape(appName)}</p></div></body></html>`;
}

/** The mail with the link that verifies an address (a new account or a changed email). */
export function verificationMail(opts: { appName: string; name: string; to: string; link: string; change: boolean }): MailMessage {
  const subject = opts.change ? `Confirm your new email for ${opts.appName}` : `Welcome to ${opts.appName}! Please verify your email`;
  const intro = opts.change
    ? `Hi ${opts.name}, please confirm that this is your new email address.`
    : `Hi ${opts.name}, thanks for signing up. Verify your email to start coloring.`;
  return {
    to: opts.to,
    subject,
    text: `${intro}\n\nOpen this link (valid for 24 hours): ${opts.link}\n\nIf you did not ask for this, ignore this mail.`,
    html: layout(opts.appName, subject, `${escape(intro)} The link is valid for 24 hours.`, opts.link, 'Verify email'),
    link: opts.link,
  };
}

/** The mail an admin sends so a user can choose a new password. */
export function passwordResetMail(opts: { appName: string; name: string; to: string; link: string }): MailMessage {
  const subject = `Reset your ${opts.appName} password`;
  const intro = `Hi ${opts.name}, use this link to choose a new password.`;
  return {
    to: opts.to,
    subject,
    text: `${intro}\n\n${opts.link}\n\nThe link is valid for 2 hours. If you did not ask for this, ignore this mail.`,
    html: layout(opts.appName, subject, `${escape(intro)} The link is valid for 2 hours.`, opts.link, 'Choose a new password'),
    link: opts.link,
  };
}

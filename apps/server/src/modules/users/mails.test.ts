import { describe, expect, it } from 'vitest';
import { verificationMail } from './mails.ts';

describe('mails', () => {
  it('wear the app’s purple, not another brand’s orange', () => {
    const mail = verificationMail({
      appName: 'Crayonbox',
      name: 'Ada',
      to: 'ada@example.com',
      link: 'http://localhost/verify/x',
      change: false,
    });
    expect(mail.html).toContain('background:#6d28d9');
    expect(mail.html).not.toMatch(/#ea580c|#fff7ed|#7c2d12/);
  });
});

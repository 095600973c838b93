import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a long email wraps in the user card at ${viewport.width} px instead of being cut off`, async ({ page, request }) => {
    const email = `grandma.rosie.${randomBytes(3).toString('hex')}@a-rather-long-family-domain.example.com`;
    const user = await createVerifiedUser(request, 'Rosie', email);
    await page.setViewportSize(viewport);
    await startSignedIn(page, user.token, '/pages/public');
    // On a phone the user card is in the menu.
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    const shown = page.getByText(email, { exact: true });
    await expect(shown).toBeVisible();
    const fit = await shown.evaluate((el) => {
      const box = el.parentElement!;
      const lines = Array.from(el.getClientRects());
      const outer = box.getBoundingClientRect();
      return {
        lines: lines.length,
        overflows: box.scrollWidth > box.clientWidth,
        inside: lines.every((r) => r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5),
        ellipsis: getComputedStyle(box).textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth,
      };
    });
    expect(fit).toEqual({ lines: expect.any(Number), overflows: false, inside: true, ellipsis: false });
    expect(fit.lines).toBeGreaterThan(1);
  });
}

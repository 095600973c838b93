import { expect, test, type Browser, type Page } from '@playwright/test';
import { BLUE, RED, RING, clickAt, expectPixel, tool } from '../fixtures/coloring.ts';
import { coloringReady, pageMaker, startSignedIn } from '../fixtures/pages.ts';
import { createVerifiedUser } from '../fixtures/users.ts';

test.describe.configure({ timeout: 120_000 });
type Box = { x: number; y: number; width: number; height: number };
const createPage = pageMaker();

/** A device of its own: a browser context with its own storage, a desktop or a touch phone. */
async function openDevice(browser: Browser, token: string, path: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  await startSignedIn(page, token, path);
  await coloringReady(page);
  return page;
}

/** The tab comes back to the front: the page looks for newer work from other devices. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

// Inside the ring, and inside the box below it (fixtures/pages.ts draws both).
const IN_RING: [number, number] = [RING.x, RING.y];
const IN_BOX: [number, number] = [770, 820];

test('work follows the account to another device; newer work wins and the older one is offered back', async ({ browser, request }) => {
  const owner = await createVerifiedUser(request, 'Dev Devices');
  const pageId = await createPage(request, owner.token, 'Two devices');

  // The laptop fills the ring red; without pressing Save it is kept on the server.
  const laptop = await openDevice(browser, owner.token, `/pages/${pageId}/color`, false);
  await tool(laptop, 'Red').click();
  await clickAt(laptop, ...IN_RING);
  await expectPixel(laptop, ...IN_RING, RED);
  await expect(laptop.getByText('Not saved yet · kept on your devices')).toBeVisible({ timeout: 15_000 });

  // The phone opens the same page: the laptop's work is there.
  const phone = await openDevice(browser, owner.token, `/pages/${pageId}/color`, true);
  await expect(phone.getByText('Your latest work from another device is open.')).toBeVisible();
  await expectPixel(phone, ...IN_RING, RED);
  await phone.screenshot({ path: test.info().outputPath('phone-opens-laptop-draft.png') });

  // With the toast still up, Clear asks first: the two bars stack at the bottom, and neither
  // covers the other, the tools or the zoom buttons.
  await phone
    .getByRole('toolbar', { name: 'Coloring tools' })
    .getByRole('button', { name: /^Clear/ })
    .click();
  const bars = [
    phone.getByRole('alertdialog'),
    phone.getByRole('status').filter({ hasText: 'Your latest work from another device is open.' }),
  ];
  const controls = [
    ...(await phone.getByRole('toolbar', { name: 'Coloring tools' }).getByRole('button').all()),
    ...(await phone.getByRole('group', { name: 'Zoom' }).getByRole('button').all()),
  ];
  const boxes = async (list: typeof controls) => Promise.all(list.map(async (l) => (await l.boundingBox())!));
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  await expect(bars[0]!).toBeVisible();
  await expect(bars[1]!).toBeVisible();
  // The dock moves up with its padding transition.
  await expect
    .poll(async () => {
      const [confirmBox, toastBox] = await boxes(bars);
      const controlBoxes = await boxes(controls);
      return overlap(confirmBox!, toastBox!) || controlBoxes.some((c) => overlap(c, confirmBox!) || overlap(c, toastBox!));
    })
    .toBe(false);
  await phone.screenshot({ path: test.info().outputPath('phone-stacked-bottom-bars.png') });
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expectPixel(phone, ...IN_RING, RED);

  // The phone fills the box blue; the laptop, back in front, opens that newer work and offers its own back.
  await tool(phone, 'Blue').click();
  await clickAt(phone, ...IN_BOX);
  await expectPixel(phone, ...IN_BOX, BLUE);
  await expect(phone.getByText('Not saved yet · kept on your devices')).toBeVisible({ timeout: 15_000 });
  await comeBack(laptop);
  await expect(laptop.getByText(/Newer work on this page from another device/)).toBeVisible();
  await expectPixel(laptop, ...IN_BOX, BLUE);
  await laptop.screenshot({ path: test.info().outputPath('laptop-told-of-newer-work.png') });

  // Bringing its own work back makes it the newest: it goes up, and the phone follows.
  await laptop.getByRole('button', { name: 'Bring back this device’s work' }).click();
  await expectPixel(laptop, ...IN_BOX, [0, 0, 0, 0]);
  await expectPixel(laptop, ...IN_RING, RED);
  await expect(laptop.getByText('Not saved yet · kept on your devices')).toBeVisible({ timeout: 15_000 });
  await comeBack(phone);
  await expect(phone.getByText(/Newer work on this page from another device/)).toBeVisible();
  await expectPixel(phone, ...IN_BOX, [0, 0, 0, 0]);

  // Save on the laptop: the draft is done with, and a reload on the phone shows the saved coloring.
  await laptop.getByRole('button', { name: /^Save/ }).click();
  await expect(laptop.getByText('Page has been saved')).toBeVisible();
  await phone.reload();
  await coloringReady(phone);
  await expectPixel(phone, ...IN_RING, RED);
  await expect(phone.getByText('Your latest work from another device is open.')).toBeHidden();
  await expect(phone.getByText('Saved', { exact: true })).toBeVisible();
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './pwa-install-button';
import { captureInstallPrompt, type BeforeInstallPromptEvent } from './pwa-install';

/** An install offer as Chromium fires it. */
function offer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
  return event;
}

beforeAll(() => captureInstallPrompt());

describe("the shell's 'Install app' button", () => {
  it('appears once the browser offers installing, shows its dialog once, then goes away', async () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const event = offer();
    act(() => void window.dispatchEvent(event));
    // The browser's own infobar is held back: the button is the offer.
    expect(event.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes away when the app got installed another way (the browser menu)', () => {
    render(<InstallAppButton />);
    act(() => void window.dispatchEvent(offer()));
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

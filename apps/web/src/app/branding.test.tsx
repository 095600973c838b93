import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettings } from '@/stores/settings';
import { useBranding } from './branding';

function Head({ pathname }: { pathname: string }) {
  useBranding(pathname);
  return null;
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('useBranding', () => {
  it('puts the app name, tagline and favicon from the settings in the head', () => {
    useSettings.setState({ appName: 'Colorville', tagline: 'Pages for every dreamer', favicon: '/uploads/icon.png' });
    render(<Head pathname="/" />);
    expect(document.title).toBe('Colorville - Pages for every dreamer');
    expect(meta('meta[name="description"]')).toBe('Pages for every dreamer');
    expect(meta('meta[property="og:site_name"]')).toBe('Colorville');
    expect(meta('meta[property="og:title"]')).toBe('Colorville - Pages for every dreamer');
    expect(meta('meta[property="og:description"]')).toBe('Pages for every dreamer');
    expect(meta('meta[name="twitter:title"]')).toBe('Colorville - Pages for every dreamer');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href')).toBe('/uploads/icon.png');
  });

  it('uses the bare app name off the landing, and follows later changes', () => {
    useSettings.setState({ appName: 'Colorville', tagline: 'Pages for every dreamer', favicon: '' });
    const { rerender } = render(<Head pathname="/sign-in" />);
    expect(document.title).toBe('Colorville');
    useSettings.setState({ appName: 'Doodle Den', tagline: '' });
    rerender(<Head pathname="/sign-in" />);
    expect(document.title).toBe('Doodle Den');
    // Without a tagline the description falls back to a sentence about the product.
    expect(meta('meta[name="description"]')).toMatch(/coloring pages/i);
  });
});

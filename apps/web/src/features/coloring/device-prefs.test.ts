import { afterEach, describe, expect, it } from 'vitest';
import { pushRecentColor, readInsideLines, readRecentColors, rememberInsideLines } from './device-prefs';

afterEach(() => localStorage.clear());

describe('coloring choices kept on the device', () => {
  it('has stay-inside-the-lines on until it is turned off, and remembers the choice', () => {
    expect(readInsideLines()).toBe(true);
    rememberInsideLines(false);
    expect(readInsideLines()).toBe(false);
    rememberInsideLines(true);
    expect(readInsideLines()).toBe(true);
  });

  it('keeps the last 8 colours used, newest first, each once', () => {
    for (const c of ['#000001', '#000002', '#000003', '#000004', '#000005', '#000006', '#000007', '#000008', '#000009']) pushRecentColor(c);
    expect(readRecentColors()).toEqual(['#000009', '#000008', '#000007', '#000006', '#000005', '#000004', '#000003', '#000002']);
    pushRecentColor('#000005');
    expect(readRecentColors().slice(0, 2)).toEqual(['#000005', '#000009']);
    expect(readRecentColors()).toHaveLength(8);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('crayonbox:recent-colors', '{"not": "a list"');
    expect(readRecentColors()).toEqual([]);
    localStorage.setItem('crayonbox:recent-colors', JSON.stringify(['#ABCDEF', 'red', '#123456']));
    expect(readRecentColors()).toEqual(['#123456']);
  });
});

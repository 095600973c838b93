import { createColoringEngine, createImage } from '@crayonbox/canvas';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEyedropperReturn } from './use-eyedropper-return';

describe('useEyedropperReturn', () => {
  it('brings back the tool used before the eyedropper once it has picked', () => {
    const engine = createColoringEngine({ width: 32, height: 32, lineArt: createImage(32, 32), encode: async () => new Blob() });
    renderHook(() => useEyedropperReturn(engine));
    engine.setTool('fill');
    engine.setColor('#ff0000');
    engine.fillAt(5, 5);
    engine.setColor('#000000');
    engine.setTool('eyedropper');
    engine.pointerDown({ pointerId: 1, x: 5, y: 5, button: 0 });
    expect(engine.getState().tool).toBe('eyedropper');
    engine.pointerUp({ pointerId: 1, x: 5, y: 5 });
    expect(engine.getState()).toMatchObject({ tool: 'fill', color: '#ff0000' });
  });
});

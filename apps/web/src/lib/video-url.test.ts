import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

describe('parseVideoUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=3',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('plays %s from youtube-nocookie.com', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it('plays Vimeo without tracking', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
  });

  it('treats uploads and other urls as video files', () => {
    expect(parseVideoUrl('/uploads/2025/01/a.mp4')).toEqual({ kind: 'file', url: '/uploads/2025/01/a.mp4' });
    expect(parseVideoUrl('https://cdn.example.com/v.webm')).toEqual({ kind: 'file', url: 'https://cdn.example.com/v.webm' });
  });

  it('shows nothing for empty, broken or unsafe values', () => {
    expect(parseVideoUrl('')).toEqual({ kind: 'none' });
    expect(parseVideoUrl('   ')).toEqual({ kind: 'none' });
    expect(parseVideoUrl('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=<script>')).toEqual({ kind: 'none' });
    expect(parseVideoUrl('https://vimeo.com/about')).toEqual({ kind: 'none' });
  });
});

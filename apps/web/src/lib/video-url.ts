/** How the landing shows the how-it-works video. */
export type VideoSource =
  | { kind: 'none' }
  | { kind: 'file'; url: string }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'music.youtube.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * Reads the `video` field: a YouTube or Vimeo url becomes a privacy-friendly embed
 * (youtube-nocookie.com, Vimeo with do-not-track), anything else an uploaded file for <video>.
 */
export function parseVideoUrl(raw: string): VideoSource {
  const value = raw.trim();
  if (!value) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(value, 'https://local.invalid');
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  const yt = youtubeId(url);
  if (yt !== null) {
    return VIDEO_ID.test(yt)
      ? { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0` }
      : { kind: 'none' };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  if (url.hostname.endsWith('vimeo.com')) return { kind: 'none' };
  return { kind: 'file', url: value };
}

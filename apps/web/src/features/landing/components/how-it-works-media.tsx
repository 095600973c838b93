import { Play } from 'lucide-react';
import { useState } from 'react';
import { parseVideoUrl } from '@/lib/video-url';

const POSTER = '/illustrations/video-poster.svg';
const frame =
  'relative aspect-video w-full overflow-hidden rounded-3xl border-2 border-ink bg-ink shadow-[6px_6px_0_0_var(--color-crayon-yellow)]';

/** A file type hint for <source>, so browsers skip formats they cannot play. */
function mimeOf(url: string): string | undefined {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.mp4') || path.endsWith('.m4v')) return 'video/mp4';
  return undefined;
}

/**
 * The how-it-works video: an uploaded file plays in <video> (nothing downloads before play); a
 * YouTube or Vimeo url shows a poster and loads the player only on click (youtube-nocookie.com,
 * Vimeo do-not-track), so visitors are not tracked by merely opening the page. No video: a drawing.
 */
export function HowItWorksMedia({ video }: { video: string }) {
  const source = parseVideoUrl(video);
  const [playing, setPlaying] = useState(false);

  if (source.kind === 'none') {
    return (
      <img
        src="/illustrations/how-it-works.svg"
        width={640}
        height={360}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
    );
  }

  if (source.kind === 'file') {
    return (
      <div className={frame}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an admin's uploaded video has no caption file to offer; the section's text says what it shows */}
        <video
          controls
          preload="none"
          poster={POSTER}
          width={640}
          height={360}
          className="size-full object-contain"
          aria-label="How it works video"
        >
          <source src={source.url} type={mimeOf(source.url)} />
          Your browser cannot play this video.
        </video>
      </div>
    );
  }

  const provider = source.kind === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <div className={frame}>
      {playing ? (
        <iframe
          src={source.embedUrl}
          title="How it works video"
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full cursor-pointer">
          <img src={POSTER} width={640} height={360} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3">
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white transition-transform group-hover:scale-105">
              <Play className="ml-1 size-9" fill="currentColor" aria-hidden="true" />
            </span>
            <span className="rounded-full bg-ink/85 px-3 py-1 text-sm font-bold text-white">Play video (loads {provider})</span>
          </span>
        </button>
      )}
    </div>
  );
}

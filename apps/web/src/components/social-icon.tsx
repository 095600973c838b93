import type { SocialIcon as SocialIconName } from '@crayonbox/contract';

/** Readable names of the networks (link labels and the editor's picker). */
export const SOCIAL_LABELS: Record<SocialIconName, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  email: 'Email',
  website: 'Website',
};

/*
 * Simple line drawings of the networks' marks, in the style of the other icons (lucide dropped
 * brand logos, and fetching them at run time would leak visits to the networks).
 */
const GLYPHS: Record<SocialIconName, string> = {
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r=".6" fill="currentColor"/>',
  facebook: '<path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V8a1 1 0 0 1 1-1h2z"/>',
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="m10 9 5 3-5 3z" fill="currentColor"/>',
  x: '<path d="M4 4h4.5L20 20h-4.5zM20 4l-6.7 7.3M4 20l6.7-7.3"/>',
  tiktok: '<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.4 4.6 5 5"/>',
  pinterest:
    '<circle cx="12" cy="12" r="9.5"/><path d="m10.2 20.5 2.3-9.5M9.6 13.4C8.7 12.8 8.5 12 8.5 11c0-2.3 1.8-4 4-4s3.8 1.4 3.8 3.4c0 2.4-1.4 4.2-3.3 4.2-.8 0-1.5-.4-1.7-.9"/>',
  linkedin: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17"/>',
  github:
    '<path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5a5.4 5.4 0 0 0-1-3.5 5.2 5.2 0 0 0 0-3.5s-1 0-3 1.5a10.6 10.6 0 0 0-8 0C6 2 5 2 5 2a5.2 5.2 0 0 0 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5a4.3 4.3 0 0 0-1 3.5v4M9 18c-4.5 2-5-2-7-2"/>',
  email: '<rect x="2.5" y="4.5" width="19" height="15" rx="2.5"/><path d="m3 6 9 7 9-7"/>',
  website:
    '<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5c2.5 2.7 3.8 5.9 3.8 9.5s-1.3 6.8-3.8 9.5c-2.5-2.7-3.8-5.9-3.8-9.5S9.5 5.2 12 2.5"/>',
};

/** The mark of a social network (decorative; the link around it carries the name). */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const glyph = GLYPHS[name as SocialIconName] ?? GLYPHS.website;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      // The glyphs are constants of this file, never user input.
      dangerouslySetInnerHTML={{ __html: glyph }}
    />
  );
}

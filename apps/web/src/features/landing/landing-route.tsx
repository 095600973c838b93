import { Brush, Printer, Sparkles } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { buttonClasses } from '@/components/button';
import { PublicLayout } from '@/components/public-layout';
import { isWeb } from '@/lib/platform';
import { useSettings } from '@/stores/settings';

/** The mobile and desktop apps open on the splash screen instead of the marketing page. */
export function loader() {
  if (!isWeb()) return redirect('/splash');
  return null;
}

const highlights = [
  { icon: Sparkles, title: 'Made with AI', text: 'Describe a picture and get a clean line-art page.' },
  { icon: Brush, title: 'Color on a canvas', text: 'Brushes, a bright palette, undo and redo.' },
  { icon: Printer, title: 'Print and download', text: 'Keep your colorings or print them for the fridge.' },
];

export function Component() {
  const appName = useSettings((state) => state.appName);
  const tagline = useSettings((state) => state.tagline);
  return (
    <PublicLayout>
      <section id="home" aria-labelledby="hero-title" className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div className="space-y-6">
          <h1 id="hero-title" className="text-4xl leading-tight font-black tracking-tight text-ink sm:text-5xl">
            Coloring pages, <span className="text-brand-700">made just for you</span>
          </h1>
          <p className="max-w-prose text-lg text-ink-muted">
            {tagline || `${appName} turns your ideas into line-art pages you can color, save, print and download.`}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/sign-up" className={buttonClasses({ size: 'lg' })}>
              Start coloring
            </Link>
            <Link to="/sign-in" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              Sign in
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-sm">
          <div className="absolute inset-0 rotate-3 rounded-[2.5rem] bg-crayon-yellow/60" />
          <div className="absolute inset-0 -rotate-2 rounded-[2.5rem] border-4 border-ink bg-white p-8">
            <svg viewBox="0 0 200 200" className="size-full" fill="none" stroke="#1f1d2b" strokeWidth="4" strokeLinecap="round">
              <circle cx="100" cy="78" r="34" fill="#fde68a" />
              <path d="M100 20v14M100 122v14M42 78h14M144 78h14M59 37l10 10M131 109l10 10M59 119l10-10M131 47l10-10" />
              <path d="M20 180c30-40 60-40 80-14 20-26 50-26 80 14" fill="#bbf7d0" />
              <path d="M70 150c8-10 16-10 24 0" />
            </svg>
          </div>
        </div>
      </section>
      <section aria-label="Highlights" className="grid gap-4 pb-8 sm:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-3xl border-2 border-brand-100 bg-white p-6">
            <Icon className="size-8 text-brand-700" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-bold text-ink">{title}</h2>
            <p className="mt-1 text-ink-muted">{text}</p>
          </div>
        ))}
      </section>
    </PublicLayout>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';
import { creditQuery } from '@/lib/credit-query';
import { CreditsLeft } from './components/credits-left';
import { creditGateLoader } from './credit-gate';

export const loader = creditGateLoader;

const choices = [
  {
    to: '/pages/create/ai',
    label: 'Create page with AI',
    text: 'Describe a picture in a few words and get a line-art page to color.',
    icon: Sparkles,
    tint: 'bg-brand-100 text-brand-800',
  },
  {
    to: '/pages/create/upload',
    label: 'Upload page',
    text: 'Use your own drawing or photo, as it is or traced into line art.',
    icon: Upload,
    tint: 'bg-amber-100 text-amber-900',
  },
];

/** /pages/create: the choice between AI and upload. */
export function Component() {
  const { data: credit } = useSuspenseQuery(creditQuery);
  return (
    <Screen title="Create page" description="How would you like to make your page?" actions={<CreditsLeft credit={credit} />}>
      <ul className="grid max-w-4xl gap-4 sm:grid-cols-2">
        {choices.map(({ to, label, text, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-4 rounded-3xl border-2 border-brand-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${tint}`}>
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <span className="text-xl font-extrabold text-ink">{label}</span>
              <span className="flex-1 text-ink-muted">{text}</span>
              <span className="inline-flex items-center gap-1 font-bold text-brand-700" aria-hidden="true">
                Start
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

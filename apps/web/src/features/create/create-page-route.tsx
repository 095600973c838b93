import { Sparkles, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';

const choices = [
  {
    to: '/pages/create/ai',
    label: 'Create page with AI',
    text: 'Describe a picture and get a line-art page to color.',
    icon: Sparkles,
  },
  { to: '/pages/create/upload', label: 'Upload page', text: 'Turn your own line-art image into a page.', icon: Upload },
];

export function Component() {
  return (
    <Screen title="Create page" description="How would you like to make your page?">
      <ul className="grid gap-4 sm:grid-cols-2">
        {choices.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-3xl border-2 border-brand-100 bg-white p-6 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <span className="text-lg font-bold text-ink">{label}</span>
              <span className="text-ink-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

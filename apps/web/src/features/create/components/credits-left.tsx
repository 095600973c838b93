import type { Credit } from '@crayonbox/contract';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';

/** "3 page creations left", with a link to more when few are left. */
export function CreditsLeft({ credit }: { credit: Credit }) {
  const left = credit.page_creation;
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900">
      <Coins className="size-4 shrink-0" aria-hidden="true" />
      <span>{left === 1 ? '1 page creation left' : `${left.toLocaleString('en-US')} page creations left`}</span>
      {left <= 1 ? (
        <Link to="/checkout" className="underline underline-offset-2 hover:text-brand-700">
          Get more
        </Link>
      ) : null}
    </p>
  );
}

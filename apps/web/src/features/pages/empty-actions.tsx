import { Compass, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';

/** The calls to action of an empty list: make a page, or go and find one. */
export function EmptyActions({ browse = true, create = true }: { browse?: boolean; create?: boolean }) {
  return (
    <>
      {create ? (
        <Link to="/pages/create" className={buttonClasses()}>
          <Plus className="size-5" aria-hidden="true" />
          Create a page
        </Link>
      ) : null}
      {browse ? (
        <Link to="/pages/public" className={buttonClasses({ variant: 'secondary' })}>
          <Compass className="size-5" aria-hidden="true" />
          Browse public pages
        </Link>
      ) : null}
    </>
  );
}

import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** An inline link in auth copy. */
export function TextLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900" />;
}

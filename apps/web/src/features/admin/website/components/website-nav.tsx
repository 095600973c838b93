import clsx from 'clsx';
import { NavLink } from 'react-router';
import { websiteSections } from '../website-sections';

/** Links to every website sub-screen; the current one is highlighted. */
export function WebsiteNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Website sections" className={className}>
      <ul className="flex flex-wrap gap-2">
        {websiteSections.map((section) => (
          <li key={section.slug}>
            <NavLink
              to={`/admin/website/${section.slug}`}
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-9 items-center rounded-full border-2 px-3.5 text-sm font-semibold transition-colors',
                  isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-100 bg-white text-ink hover:border-brand-300',
                )
              }
            >
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { WebsiteLanding } from '@crayonbox/contract';
import { buttonClasses } from '@/components/button';
import { LandingLink } from '../components/landing-link';

/** The call to action: a bright band with one button to sign up. */
export function CallToActionSection({ section }: { section: WebsiteLanding['callToAction'] }) {
  return (
    <section id="call-to-action" aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="on-dark relative mx-auto max-w-5xl overflow-hidden rounded-[2.5rem] border-2 border-ink bg-brand-800 px-6 py-14 text-center text-white shadow-[8px_8px_0_0_var(--color-crayon-yellow)] sm:px-12">
        <svg aria-hidden="true" viewBox="0 0 120 120" className="absolute top-6 left-8 hidden size-20 -rotate-12 sm:block">
          <path
            d="M60 8l13 32 34 3-26 22 8 34-29-18-29 18 8-34L13 43l34-3z"
            fill="#facc15"
            stroke="#1f1d2b"
            strokeWidth="6"
            strokeLinejoin="round"
          />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 120 60" className="absolute right-6 bottom-6 hidden h-10 w-24 sm:block">
          <path d="M6 40c14-30 28-30 36 0s22 30 36 0 28-30 36 0" fill="none" stroke="#fb7185" strokeWidth="8" strokeLinecap="round" />
        </svg>
        <div aria-hidden="true" className="absolute -top-24 -right-20 size-64 rounded-full bg-white/10" />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-black tracking-tight sm:text-5xl">
            {section.heading}
          </h2>
          {section.description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{section.description}</p> : null}
          <LandingLink to="/sign-up" className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'mt-8 border-white' })}>
            Create your free account
          </LandingLink>
        </div>
      </div>
    </section>
  );
}

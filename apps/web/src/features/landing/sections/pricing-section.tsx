import type { WebsiteLanding } from '@crayonbox/contract';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/spinner';
import { PricingCard } from '../components/pricing-card';
import { SectionHeading } from '../components/section-heading';
import { usePlans } from '../plans';

/** Pricing (#pricing): the plans from GET /plans/list, cheapest first. */
export function PricingSection({ section }: { section: WebsiteLanding['pricing'] }) {
  const { state, retry } = usePlans();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" title="Simple pricing" subheading={section.subheading} />
        <div className="mt-14">
          {state.status === 'loading' ? (
            <div className="grid grid-cols-1 gap-6 md:grid-cols-3" aria-busy="true">
              <span className="sr-only" role="status">
                Loading plans
              </span>
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-[30rem] rounded-3xl" />
              ))}
            </div>
          ) : state.status === 'error' ? (
            <div className="mx-auto max-w-md rounded-3xl border-2 border-brand-100 bg-white p-8 text-center">
              <p className="font-bold text-ink">The plans could not be loaded.</p>
              <p className="mt-1 text-ink-muted">Check your connection and try again.</p>
              <Button variant="secondary" className="mt-5" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : state.plans.length ? (
            <ul className="grid grid-cols-1 items-stretch gap-8 md:grid-cols-3 md:gap-6">
              {state.plans.map((plan) => (
                <li key={plan.id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <PricingCard plan={plan} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-center text-ink-muted">Plans are coming soon.</p>
          )}
        </div>
      </div>
    </section>
  );
}

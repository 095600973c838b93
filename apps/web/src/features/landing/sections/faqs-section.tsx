import type { WebsiteLanding } from '@crayonbox/contract';
import { LifeBuoy } from 'lucide-react';
import { buttonClasses } from '@/components/button';
import { FaqAccordion } from '../components/faq-accordion';
import { SmartLink } from '../components/landing-link';
import { SectionHeading } from '../components/section-heading';
import { SectionImage } from '../components/section-image';

/** FAQs (#faqs): the questions as an accordion, the picture and the support block. */
export function FaqsSection({ section }: { section: WebsiteLanding['faqs'] }) {
  const { support } = section;
  const hasSupport = Boolean(support.heading || support.description || support.link);
  return (
    <section id="faqs" aria-labelledby="faqs-title" className="scroll-mt-24 border-y-2 border-brand-100 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="faqs-title" title="Frequently asked questions" subheading={section.subheading} />
        <div className={`mt-12 grid grid-cols-1 items-center gap-10 ${section.image ? 'lg:grid-cols-[3fr_2fr]' : 'mx-auto max-w-3xl'}`}>
          <div className="space-y-8">
            {section.list.length ? <FaqAccordion items={section.list} /> : null}
            {hasSupport ? (
              <div className="flex flex-col gap-5 rounded-3xl border-2 border-ink bg-crayon-yellow/25 p-6 shadow-[6px_6px_0_0_var(--color-ink)] sm:flex-row sm:items-center">
                <LifeBuoy className="size-10 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="flex-1">
                  {support.heading ? <h3 className="text-xl font-black text-ink">{support.heading}</h3> : null}
                  {support.description ? <p className="mt-1 text-ink">{support.description}</p> : null}
                </div>
                {support.link ? (
                  <SmartLink href={support.link} className={buttonClasses({ className: 'shrink-0 self-start sm:self-center' })}>
                    Contact support
                  </SmartLink>
                ) : null}
              </div>
            ) : null}
          </div>
          {section.image ? (
            <SectionImage src={section.image} width={400} height={320} className="mx-auto max-w-[300px] lg:max-w-none" />
          ) : null}
        </div>
      </div>
    </section>
  );
}

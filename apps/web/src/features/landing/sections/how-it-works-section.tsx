import type { WebsiteLanding } from '@crayonbox/contract';
import { HowItWorksMedia } from '../components/how-it-works-media';
import { SectionHeading } from '../components/section-heading';

const BUBBLES = [
  'bg-crayon-yellow text-ink',
  'bg-crayon-red text-ink',
  'bg-crayon-blue text-ink',
  'bg-crayon-green text-ink',
  'bg-crayon-orange text-ink',
];

/** How it works (#how-it-works): numbered steps beside the video (or a drawing). */
export function HowItWorksSection({ section }: { section: WebsiteLanding['howItWorks'] }) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-24 border-y-2 border-brand-100 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-title" title="How it works" subheading={section.subheading} />
        <div className="mt-12 grid grid-cols-1 items-center gap-10 lg:grid-cols-[1fr_1.15fr]">
          {section.instructions.length ? (
            <ol className="space-y-5">
              {section.instructions.map((step, index) => (
                <li key={step.id} className="flex gap-4 rounded-3xl border-2 border-brand-100 bg-paper p-5">
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl border-2 border-ink text-xl font-black ${BUBBLES[index % BUBBLES.length]}`}
                  >
                    {index + 1}
                  </span>
                  <p className="self-center text-lg text-ink">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.content}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          <div className={section.instructions.length ? '' : 'lg:col-span-2 mx-auto w-full max-w-3xl'}>
            <HowItWorksMedia video={section.video} />
          </div>
        </div>
      </div>
    </section>
  );
}

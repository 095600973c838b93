import type { WebsiteLanding } from '@crayonbox/contract';
import { FeatureIcon } from '@/components/feature-icon';
import { SectionHeading } from '../components/section-heading';
import { SectionImage } from '../components/section-image';

const TINTS = [
  'bg-crayon-yellow/30',
  'bg-crayon-red/15',
  'bg-crayon-blue/15',
  'bg-crayon-green/20',
  'bg-crayon-orange/20',
  'bg-crayon-purple/15',
];

/** Features: an icon, a title and a line of text per card, beside the section picture. */
export function FeaturesSection({ section }: { section: WebsiteLanding['features'] }) {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" title="Features" subheading={section.subheading} />
        <div className={`mt-12 grid grid-cols-1 items-center gap-10 ${section.image ? 'lg:grid-cols-[2fr_3fr]' : ''}`}>
          {section.image ? (
            <SectionImage src={section.image} width={480} height={480} className="mx-auto max-w-[300px] lg:max-w-none" />
          ) : null}
          <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${section.image ? '' : 'lg:grid-cols-3'}`}>
            {section.list.map((feature, index) => (
              <li key={feature.id} className="rounded-3xl border-2 border-brand-100 bg-white p-6 transition-shadow hover:shadow-md">
                <span className={`inline-flex size-12 items-center justify-center rounded-2xl text-ink ${TINTS[index % TINTS.length]}`}>
                  <FeatureIcon name={feature.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-extrabold text-ink">{feature.title}</h3>
                {feature.description ? <p className="mt-1.5 text-ink-muted">{feature.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

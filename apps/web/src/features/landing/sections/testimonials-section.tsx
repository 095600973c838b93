import type { WebsiteLanding } from '@crayonbox/contract';
import { Quote, Star } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { SectionImage } from '../components/section-image';

const AVATARS = ['bg-crayon-yellow', 'bg-crayon-orange', 'bg-brand-200', 'bg-crayon-green/60', 'bg-crayon-blue/40'];

/** Testimonials: quotes with the person's photo (or initial), name and location. */
export function TestimonialsSection({ section }: { section: WebsiteLanding['testimonials'] }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-24 bg-brand-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {section.image ? <SectionImage src={section.image} width={320} height={200} className="mx-auto mb-6 max-w-[260px]" /> : null}
        <SectionHeading id="testimonials-title" title="Loved by families and teachers" subheading={section.subheading} />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {section.list.map((item, index) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-3xl border-2 border-brand-100 bg-white p-6">
                <div className="flex items-center justify-between">
                  <Quote className="size-8 text-brand-300" aria-hidden="true" />
                  <span className="flex text-crayon-yellow" aria-hidden="true">
                    {[0, 1, 2, 3, 4].map((n) => (
                      <Star key={n} className="size-4" fill="currentColor" />
                    ))}
                  </span>
                </div>
                <blockquote className="mt-4 flex-1 text-lg text-ink">
                  <p>{item.feedback}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {item.photo ? (
                    <img
                      src={item.photo}
                      width={48}
                      height={48}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-12 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className={`inline-flex size-12 items-center justify-center rounded-full text-lg font-black text-ink ${AVATARS[index % AVATARS.length]}`}
                    >
                      {item.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span>
                    <span className="block font-extrabold text-ink">{item.name}</span>
                    {item.location ? <span className="block text-sm text-ink-muted">{item.location}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { WebsiteLanding } from '@crayonbox/contract';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from '../components/section-heading';
import { SectionImage } from '../components/section-image';
import { EmailText } from '@/components/email-text';

function Item({ icon: Icon, label, children, tint }: { icon: LucideIcon; label: string; children: ReactNode; tint: string }) {
  return (
    <li className="flex items-center gap-4 rounded-3xl border-2 border-brand-100 bg-white p-5">
      <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl text-ink ${tint}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-bold text-ink-muted">{label}</span>
        <span className="block truncate text-lg font-extrabold text-ink">{children}</span>
      </span>
    </li>
  );
}

/** Contact (#contact): address, phone and email beside the section picture. */
export function ContactSection({ section }: { section: WebsiteLanding['contact'] }) {
  const tel = section.phone.replace(/[^\d+]/g, '');
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="contact-title" title="Contact us" subheading={section.subheading} />
        <div className={`mt-12 grid grid-cols-1 items-center gap-10 ${section.image ? 'md:grid-cols-2' : 'mx-auto max-w-xl'}`}>
          <ul className="min-w-0 space-y-4">
            {section.location ? (
              <Item icon={MapPin} label="Visit us" tint="bg-crayon-red/15">
                <address className="not-italic">{section.location}</address>
              </Item>
            ) : null}
            {section.phone ? (
              <Item icon={Phone} label="Call us" tint="bg-crayon-green/20">
                <a href={`tel:${tel}`} className="hover:text-brand-700 hover:underline">
                  {section.phone}
                </a>
              </Item>
            ) : null}
            {section.email ? (
              <Item icon={Mail} label="Write to us" tint="bg-crayon-yellow/30">
                <a href={`mailto:${section.email}`} className="hover:text-brand-700 hover:underline">
                  <EmailText value={section.email} />
                </a>
              </Item>
            ) : null}
          </ul>
          {section.image ? <SectionImage src={section.image} width={400} height={320} className="mx-auto max-w-sm" /> : null}
        </div>
      </div>
    </section>
  );
}

import type { WebsiteLanding } from '@crayonbox/contract';

/** Metrics: big numbers on a brand band. */
export function MetricsSection({ section, appName }: { section: WebsiteLanding['metrics']; appName: string }) {
  return (
    <section id="metrics" aria-labelledby="metrics-title" className="scroll-mt-24 px-4 py-12 sm:px-6">
      <div className="on-dark relative mx-auto max-w-6xl overflow-hidden rounded-[2.5rem] bg-brand-700 px-6 py-12 text-white sm:px-12">
        <div aria-hidden="true" className="absolute -top-16 -right-12 size-44 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-48 rounded-full bg-white/10" />
        <h2 id="metrics-title" className="sr-only">
          {appName} in numbers
        </h2>
        <dl className="relative grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {section.list.map((metric) => (
            <div key={metric.id} className="flex flex-col-reverse gap-1">
              <dt className="font-bold text-brand-100">{metric.key}</dt>
              <dd className="text-4xl font-black tracking-tight sm:text-5xl">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

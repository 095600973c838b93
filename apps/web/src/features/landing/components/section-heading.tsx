/** The centered title block of a landing section: h2, a crayon stripe and the subheading. */
export function SectionHeading({
  id,
  title,
  subheading,
  tone = 'light',
}: {
  id: string;
  title: string;
  subheading?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={`text-3xl font-black tracking-tight sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>
        {title}
      </h2>
      <div className="crayon-stripe mx-auto mt-4 h-1.5 w-20 rounded-full" aria-hidden="true" />
      {subheading ? <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-brand-100' : 'text-ink-muted'}`}>{subheading}</p> : null}
    </div>
  );
}

/** First focusable element of every layout: jumps to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}

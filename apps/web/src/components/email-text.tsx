import { Fragment } from 'react';

/**
 * An email address (or any long address) that wraps at sensible points: after the @ and before
 * each dot, so "grandma.rosie@" and "example.com" stay readable on a narrow card instead of
 * being cut off with an ellipsis. Only where no such point fits does it break inside a word.
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

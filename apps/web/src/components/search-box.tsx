import { Search, X } from 'lucide-react';
import { useId, useRef, type Ref } from 'react';

/** A labelled search input with a clear button; the caller debounces the value. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    ownRef.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
        <input
          ref={setRefs}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder ?? label}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-11 w-full appearance-none rounded-full border-2 border-slate-300 bg-white pr-11 pl-11 text-base text-ink placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              // The button goes away with the text: keep the focus in the box.
              ownRef.current?.focus();
            }}
            aria-label="Clear search"
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

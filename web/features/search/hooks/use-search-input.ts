import { type ChangeEvent, type KeyboardEvent, useEffect, useState } from "react";
import { normalizeSearchText, searchDebounceMs } from "../normalize";

export type SearchInput = {
  /** What the user sees in the box. */
  text: string;
  /** The normalized query, updated 500 ms after typing stops; never updated mid-composition. */
  query: string;
  setText: (text: string) => void;
  inputProps: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onCompositionStart: () => void;
    onCompositionEnd: (event: React.CompositionEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
};

/**
 * The search box behaviour: trim and collapse spaces, debounce 500 ms, skip while an
 * IME composition (Chinese input) is in progress, and never search for an empty query.
 * `onSubmit` runs on Enter with a non-empty normalized query (not on the Enter that ends a composition).
 */
export function useSearchInput(options: { onSubmit?: (query: string) => void } = {}): SearchInput {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    if (composing) return;
    const timer = setTimeout(() => setQuery(normalizeSearchText(text)), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, composing]);

  return {
    text,
    query,
    setText,
    inputProps: {
      value: text,
      onChange: (event) => setText(event.target.value),
      onCompositionStart: () => setComposing(true),
      onCompositionEnd: (event) => {
        setComposing(false);
        setText(event.currentTarget.value);
      },
      onKeyDown: (event) => {
        if (event.key !== "Enter" || composing || event.nativeEvent.isComposing) return;
        const normalized = normalizeSearchText(text);
        if (!normalized) return;
        event.preventDefault();
        setQuery(normalized);
        options.onSubmit?.(normalized);
      },
    },
  };
}

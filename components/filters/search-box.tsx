"use client";

import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's text search. The address (and so the API) hears of it 300 ms after the last keystroke;
 * a search cleared elsewhere (Clear all) empties the box.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative min-w-0 flex-1 sm:max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden />
      <Input type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={maxLength} placeholder={placeholder} aria-label={label} className="pl-9" />
    </div>
  );
}

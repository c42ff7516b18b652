"use client";

import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { containsMarkup, plainTextToRichText } from "@/server/lib/rich-text-contract";

/**
 * Spec 5 rich text as stored (a job's sections, a company's about and what is special). The server
 * renders the markup as stored: the API sanitised it with the same allow-list, and the server has
 * no DOM for DOMPurify, so the page stays readable without JavaScript. Text without any tag (written
 * before a field became rich text) is shown as paragraphs. In the browser the markup passes DOMPurify again (spec 5); DOMPurify
 * loads after the page, not with it. A hydrated section keeps the server's markup until then; one
 * first rendered in the browser (a client navigation) shows nothing unsanitised, only the result.
 */
export function RichText({ html: stored, className }: { html: string; className?: string }) {
  const html = containsMarkup(stored) ? stored : plainTextToRichText(stored);
  const hydrating = !useHydrated();
  const [fromServer] = useState(hydrating);
  const [sanitized, setSanitized] = useState<{ from: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/rich-text").then(({ sanitizeRichText }) => {
      if (live) setSanitized({ from: html, markup: sanitizeRichText(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  const markup = sanitized?.from === html ? sanitized.markup : fromServer ? html : "";
  return (
    <div
      className={cn(
        "text-sm leading-relaxed text-gray-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-3",
        "[&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5",
        "break-words",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

import { ChevronDown } from "lucide-react";
import { HELP_CENTER_FAQ } from "../lib/faq";

/** Answers to common questions, as native disclosure widgets: rendered on the server, no script needed. */
export function HelpCenterFaq() {
  return (
    <div className="flex flex-col gap-6">
      {HELP_CENTER_FAQ.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <h3 id={`faq-${section.id}`} className="mb-2 text-sm font-semibold tracking-wide text-gray-500 uppercase">
            {section.title}
          </h3>
          <div className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
            {section.entries.map((entry) => (
              <details key={entry.id} id={`faq-${entry.id}`} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-left font-medium text-gray-900 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <ChevronDown className="size-4 shrink-0 text-gray-500 transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <div className="flex flex-col gap-2 px-4 pb-4 text-sm leading-relaxed text-gray-700">
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

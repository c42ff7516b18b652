import type { Metadata } from "next";
import { FeedbackForm } from "@/features/help-center/components/feedback-form";
import { HelpCenterFaq } from "@/features/help-center/components/help-center-faq";
import { SupportContact } from "@/features/help-center/components/support-contact";

export const metadata: Metadata = { title: "Help Center" };

/**
 * /help-center, where the menu's Send Feedback leads (spec 2.3): the feedback form, the sales and
 * support contact of spec 9, and answers to common questions. Everything but the form's behaviour
 * is rendered on the server; the answers open and close without script.
 */
export default function HelpCenterPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">Help Center</h1>
      <p className="mt-1 mb-6 text-sm text-gray-600">Tell us what works and what does not, reach our team, or find a quick answer below.</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <section aria-labelledby="send-feedback" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="send-feedback" className="text-lg font-semibold text-gray-900">
            Send feedback
          </h2>
          <p className="mt-1 mb-5 text-sm text-gray-600">It goes straight to our support team, with your name and company so they can reply.</p>
          <FeedbackForm />
        </section>
        <section aria-labelledby="contact-us" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="contact-us" className="mb-3 text-lg font-semibold text-gray-900">
            Sales and support
          </h2>
          <SupportContact />
        </section>
      </div>
      <section aria-labelledby="common-questions" className="mt-10">
        <h2 id="common-questions" className="mb-4 text-lg font-semibold text-gray-900">
          Common questions
        </h2>
        <HelpCenterFaq />
      </section>
    </div>
  );
}

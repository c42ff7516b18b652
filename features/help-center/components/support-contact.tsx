import { MessageCircle, Phone } from "lucide-react";
import { siteConfig } from "@/lib/site-config";

/** Spec 9's sales and support contact: the phone number and a chat on the messaging app. */
export function SupportContact() {
  const tel = `tel:${siteConfig.supportPhone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">Questions about plans, billing or something urgent? Talk to our sales and support team.</p>
      <a href={tel} className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm hover:border-brand-500 hover:bg-brand-50/40">
        <Phone className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0">
          <span className="block text-xs text-gray-500">Call us</span>
          <span className="block font-medium text-gray-900">{siteConfig.supportPhone}</span>
        </span>
      </a>
      <a
        href={siteConfig.supportChatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm hover:border-brand-500 hover:bg-brand-50/40"
      >
        <MessageCircle className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0">
          <span className="block text-xs text-gray-500">Chat with us</span>
          <span className="block font-medium text-gray-900">
            Open the chat<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </span>
      </a>
    </div>
  );
}

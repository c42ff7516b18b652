/**
 * Spec 9's sales/support phone and the chat with support that 'contact support' links open.
 *
 * Kept apart from lib/site-config.ts on purpose: the crash screens (app/error.tsx,
 * app/global-error.tsx) are in the first-load JavaScript of every route, and importing the site
 * configuration there brought the whole environment check along (about 2 KiB gzip per route).
 * lib/env.ts still validates NEXT_PUBLIC_SUPPORT_PHONE when the app starts.
 */
const DEFAULT_SUPPORT_PHONE = "+62 811-0000-0000";

// NEXT_PUBLIC_* values are inlined at build time, so the variable is read by its full name.
export const supportPhone = process.env.NEXT_PUBLIC_SUPPORT_PHONE || DEFAULT_SUPPORT_PHONE;

/** A chat with support on the messaging app, in international form without punctuation. */
export const supportChatUrl = `https://wa.me/${supportPhone.replace(/\D/g, "")}`;

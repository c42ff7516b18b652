import { clientEnv } from "./env";
import { supportChatUrl, supportPhone } from "./support-contact";

type AppEnv = typeof clientEnv.NEXT_PUBLIC_APP_ENV;

/**
 * Spec 9: the employer and talent sites depend on the environment. Each default can be replaced by
 * its NEXT_PUBLIC_* variable (see .env.example); the hosts below are placeholders for ours.
 */
/**
 * The HRIS host: by default the built-in HRIS console of this app (app/(hris), same origin, so a
 * path); NEXT_PUBLIC_HRIS_APP_URL sends the handoff and the HRIS menu links to another host.
 */
const BUILT_IN_HRIS_CONSOLE = "/hris";

const SITE_DEFAULTS: Record<AppEnv, { employerUrl: string; talentUrl: string; hrisUrl: string }> = {
  production: {
    employerUrl: "https://employer.hiring-portal.example",
    talentUrl: "https://hiring-portal.example",
    hrisUrl: BUILT_IN_HRIS_CONSOLE,
  },
  staging: {
    employerUrl: "https://employer.staging.hiring-portal.example",
    talentUrl: "https://staging.hiring-portal.example",
    hrisUrl: BUILT_IN_HRIS_CONSOLE,
  },
  development: {
    employerUrl: "http://localhost:3000",
    talentUrl: "http://localhost:3001",
    hrisUrl: BUILT_IN_HRIS_CONSOLE,
  },
};

/** Spec 9: two storage or CDN hosts serve uploaded images. */
const DEFAULT_IMAGE_HOSTS = ["storage.hiring-portal.example", "cdn.hiring-portal.example"];

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function buildSiteConfig() {
  const defaults = SITE_DEFAULTS[clientEnv.NEXT_PUBLIC_APP_ENV];
  return {
    employerUrl: trimSlash(clientEnv.NEXT_PUBLIC_EMPLOYER_URL ?? defaults.employerUrl),
    talentUrl: trimSlash(clientEnv.NEXT_PUBLIC_TALENT_URL ?? defaults.talentUrl),
    /** The separate HRIS product the HRIS menu links open on. */
    hrisUrl: trimSlash(clientEnv.NEXT_PUBLIC_HRIS_APP_URL ?? defaults.hrisUrl),
    supportPhone,
    /** A chat with support on the messaging app, used by 'contact support' links. */
    supportChatUrl,
    /** The HRIS menu's Priority Support chat. */
    prioritySupportUrl: clientEnv.NEXT_PUBLIC_PRIORITY_SUPPORT_URL ?? supportChatUrl,
    imageHosts: clientEnv.NEXT_PUBLIC_IMAGE_HOSTS
      ? clientEnv.NEXT_PUBLIC_IMAGE_HOSTS.split(",").map((host) => host.trim()).filter(Boolean)
      : DEFAULT_IMAGE_HOSTS,
  };
}

export const siteConfig = buildSiteConfig();

/** Whether an image URL may be shown: same-site paths, or https on an allowed host. */
export function isAllowedImageUrl(url: string | null | undefined, hosts: readonly string[] = siteConfig.imageHosts): boolean {
  if (!url) return false;
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && hosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** A link on the HRIS host (the menu's HRIS sections). */
export function hrisUrl(path: string): string {
  return `${siteConfig.hrisUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

import { HRIS_ACCESS_PATH, HRIS_CONSOLE_BASE_PATH } from "@/server/modules/hris/hris-contract";

/** The built-in HRIS console's addresses (app/(hris)/hris). */
export const consolePaths = {
  home: HRIS_CONSOLE_BASE_PATH,
  access: `${HRIS_CONSOLE_BASE_PATH}${HRIS_ACCESS_PATH}`,
  accessActions: `${HRIS_CONSOLE_BASE_PATH}${HRIS_ACCESS_PATH}/actions`,
  signOut: `${HRIS_CONSOLE_BASE_PATH}/sign-out`,
} as const;

/** The portal, where HRIS is opened from (same origin as the built-in console). */
export const PORTAL_HOME = "/";

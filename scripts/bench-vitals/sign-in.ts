/** Signs the demo owner in through the login API and turns its Set-Cookie headers into browser cookies. */
import { DEMO_PASSWORD } from "../../server/db/seed/demo-ids";
import { DEMO_OWNER, LOGIN_PATH } from "./config";

export type Cookie = { name: string; value: string; url: string; httpOnly: boolean; secure: boolean; sameSite: "Lax" | "Strict" | "None" };

export async function signIn(origin: string): Promise<Cookie[]> {
  const response = await fetch(origin + LOGIN_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_OWNER, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  const headers = response.headers.getSetCookie();
  if (response.status !== 200 || headers.length === 0) throw new Error(`POST ${LOGIN_PATH} as ${DEMO_OWNER} answered ${response.status}${headers.length ? "" : " without cookies"}`);
  return headers.map((header) => {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const separator = pair!.indexOf("=");
    const lower = attributes.map((attribute) => attribute.toLowerCase());
    const sameSite = lower.find((attribute) => attribute.startsWith("samesite="))?.slice("samesite=".length);
    return {
      name: pair!.slice(0, separator),
      value: pair!.slice(separator + 1),
      url: origin,
      httpOnly: lower.includes("httponly"),
      // Chromium keeps Secure cookies on http://127.0.0.1 (a trustworthy origin), as a user on https would have them.
      secure: lower.includes("secure"),
      sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
    };
  });
}

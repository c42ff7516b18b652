import { notFound } from "next/navigation";
import { connection } from "next/server";

/**
 * Test-only: a page that throws while rendering, so the e2e suite can see the 'Oopss...' page.
 * It exists only when E2E_TEST_ROUTES=1 (set by playwright.config.ts for its own server), read at
 * request time; everywhere else it is a 404.
 */
export default async function RenderErrorPage() {
  await connection();
  if (process.env.E2E_TEST_ROUTES !== "1") notFound();
  throw new Error("Render crash requested by the e2e suite");
}

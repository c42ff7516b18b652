import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { MailboxView } from "@/features/mailbox/components/mailbox-view";

export const metadata: Metadata = { title: "Mailbox", robots: { index: false, follow: false } };

/**
 * The local mailbox (public: it is how a fresh machine gets sign-in codes). It shows those codes,
 * so it exists only when LOCAL_MAILBOX=1, read at request time rather than baked in at build.
 */
export default async function MailboxPage() {
  await connection();
  const flag = process.env.LOCAL_MAILBOX;
  if (flag !== "1" && flag !== "true") notFound();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-8 sm:py-10">
      <MailboxView />
    </main>
  );
}

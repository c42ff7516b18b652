import type { MailboxQuery } from "@/server/modules/mail/mailbox-schemas";

/** Query keys of the local mailbox. */
export const mailboxKeys = {
  all: ["mailbox"] as const,
  list: (params: MailboxQuery) => [...mailboxKeys.all, "list", params] as const,
};

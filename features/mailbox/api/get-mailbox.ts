import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MailboxList, MailboxQuery } from "@/server/modules/mail/mailbox-schemas";
import { mailboxKeys } from "./mailbox-keys";

/** GET /api/dev/mailbox: the outbox newest first (only when LOCAL_MAILBOX=1). */
export async function getMailbox(params: MailboxQuery): Promise<MailboxList> {
  const { data } = await apiClient.get<{ result: MailboxList }>("/dev/mailbox", { params });
  return data.result;
}

/** Polls every few seconds, so a code appears without reloading while someone waits for it. */
export const mailboxQueryOptions = (params: MailboxQuery) =>
  queryOptions({
    queryKey: mailboxKeys.list(params),
    queryFn: () => getMailbox(params),
    staleTime: 0,
    refetchInterval: 5000,
  });

export function useMailbox(params: MailboxQuery) {
  return useQuery(mailboxQueryOptions(params));
}

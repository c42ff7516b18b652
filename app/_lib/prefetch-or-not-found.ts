import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { toApiClientError } from "@/lib/api-error";

/**
 * Prefetches the record a page is about (a job, an applicant, an import) and answers the page with
 * a 404 when the API says there is no such record for this user: unknown, another company's (the
 * API answers those with 404 too), or an address whose id is not an id at all (422 on the path).
 * Any other failure is left to the client, as `prefetchQuery` leaves it: an expired access token is
 * refreshed there, a missing permission shows the access screen.
 */
export async function prefetchOrNotFound<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<void> {
  try {
    await queryClient.fetchQuery(options);
  } catch (error) {
    const { status } = toApiClientError(error);
    if (status === 404 || status === 422) notFound();
  }
}

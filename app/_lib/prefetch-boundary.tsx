import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import { setApiTransport } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { inProcessTransport } from "./in-process-api";

// On the server, the API client reads in process. This module is imported only by server
// components (layouts and pages), so the browser's client keeps its HTTP transport.
setApiTransport(inProcessTransport);

/**
 * Renders `children` with the answers of `prefetch` already in React Query: the server fetches
 * them with the features' own query options, and the client picks them up (hydration) instead of
 * fetching again. A query that fails here (an expired access token, a 404) is left out, and the
 * client asks for it as it would without server rendering, refreshing the session if it must.
 */
export async function PrefetchBoundary({
  prefetch,
  children,
}: {
  prefetch: (queryClient: QueryClient) => Promise<unknown>;
  children: React.ReactNode;
}) {
  const queryClient = createQueryClient();
  await prefetch(queryClient);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}

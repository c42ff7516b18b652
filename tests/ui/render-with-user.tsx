import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Renders inside a fresh React Query client that does not retry, with a user-event instance. */
export function renderWithUser(ui: React.ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, user, queryClient };
}

/** The API's error envelope (`data` may carry more than `errors`). */
export function apiErrorBody(message: string, code: string, options: { errors?: { field: string; message: string }[]; errorId?: string; data?: Record<string, unknown> } = {}) {
  return { message, code, errorId: options.errorId ?? "req-123", data: { errors: options.errors ?? [], ...options.data } };
}

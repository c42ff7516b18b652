import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Renders a component inside a fresh React Query client, with a user-event instance. */
export function renderWithClient(ui: React.ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, user, queryClient };
}

/** The API's error envelope. */
export function errorEnvelope(message: string, code: string, errors: { field: string; message: string }[] = [], errorId = "req-123") {
  return { message, code, errorId, data: { errors } };
}

/**
 * Lets the event loop run (timers, sockets, other requests) before the caller goes on. Background
 * work on the embedded database needs it: PGlite answers a query without ever leaving the current
 * task, so a loop of awaited queries never gives the loop a turn and every request waits for the
 * whole loop. Call it between short batches, never inside a transaction (PGlite's one connection
 * stays taken while a transaction is open).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

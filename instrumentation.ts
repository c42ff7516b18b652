/**
 * Runs once when the Next.js server starts: checks the configuration (an invalid variable stops the
 * start with a message naming it), opens the database (creating and seeding the embedded one on
 * first start) and starts the in-process worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerRuntime } = await import("./server/runtime/start-server-runtime");
  await startServerRuntime();
}

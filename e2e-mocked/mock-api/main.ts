import { startMockApi } from "./mock-server";

// `npx tsx e2e-mocked/mock-api/main.ts`: the mock API on MOCK_API_PORT (default 3290), for the
// portal started with API_UPSTREAM_URL=http://127.0.0.1:3290 (playwright.mocked.config.ts does both).
const port = Number(process.env.MOCK_API_PORT ?? 3290);
const mock = await startMockApi(port);
console.log(`mock API listening on http://127.0.0.1:${port}/api`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void mock.close().then(() => process.exit(0)));

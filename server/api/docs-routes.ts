import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { notFound } from "./errors";

// Swagger UI is served from the installed package: the docs page works with no network.
const swaggerAssets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
};

function swaggerDir(): string {
  return path.join(process.cwd(), "node_modules", "swagger-ui-dist");
}

const docsPage = (basePath: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Hiring Portal API</title>
  <link rel="stylesheet" href="${basePath}/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${basePath}/docs/assets/swagger-ui-bundle.js"></script>
  <script src="${basePath}/docs/init.js"></script>
</body>
</html>`;

const initScript = (basePath: string) =>
  `window.ui = SwaggerUIBundle({ url: "${basePath}/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;

/** The browsable API reference at /api/docs, reading /api/openapi.json. */
export function docsRoutes(basePath: string) {
  return new Hono<AppEnv>()
    .get("/docs", (c) => c.html(docsPage(basePath)))
    .get("/docs/init.js", (c) => c.body(initScript(basePath), 200, { "Content-Type": "text/javascript" }))
    .get("/docs/assets/:file", async (c) => {
      const file = c.req.param("file");
      const contentType = swaggerAssets[file];
      if (!contentType) throw notFound("No such docs asset");
      const body = await readFile(path.join(swaggerDir(), file));
      return c.body(new Uint8Array(body), 200, {
        "Content-Type": contentType,
        "Cache-Control": "public, max-age=86400",
      });
    });
}

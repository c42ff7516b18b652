import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Features never import each other: one zone per feature folder, generated from the tree.
const featureNames = (() => {
  try {
    return readdirSync("./features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const crossFeatureZones = featureNames.map((name) => ({
  target: `./features/${name}`,
  from: "./features",
  except: [`./${name}`],
  message: "Features never import each other; move shared code to components/ or lib/.",
}));

// Client code may read the server's contracts and types (schemas as types only, see below), nothing else of it.
const serverContracts = ["**/*-schemas.ts", "**/*-types.ts", "**/*-contract.ts"];

// A <form> without a method goes out as a GET when it is submitted before the page is interactive:
// a password or a code would land in the address, the browser history and the server log. Every
// form says its method: "post" for what a user types (proxy.ts answers such an early post with a
// redirect back to the page), "get" only for a search whose terms belong in the address.
const formsPost = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
  message: 'Give every <form> a method: "post" (a form submitted before hydration goes out as GET, its fields in the address), or "get" for a search.',
};

const noBarrels = { selector: "ExportAllDeclaration", message: "No barrel files: import from the defining module." };

const noSchemaImportExpression = {
  selector: "ImportExpression[source.value=/-schemas$/]",
  message: "API answers are typed (import type), not parsed again in the browser; forms load a *-form-schema.ts instead.",
};

// React Query keys are built by the key factories only: a feature's *-keys.ts, and lib/query-keys.ts
// for the roots of what several features share (features never import each other, so a key typed
// again by hand in another feature drifts from the original and its invalidations miss).
// Caught: `queryKey: [...]` (also `as const` or `satisfies`) and a literal first argument of getQueryData/setQueryData/getQueryState.
const queryKeyLiteralSelectors = [
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression) > ArrayExpression",
  "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression:first-child",
];
const queryKeyLiterals = {
  selector: `:matches(${queryKeyLiteralSelectors.join(", ")})`,
  message: "Build query keys with a key factory (the feature's *-keys.ts, or lib/query-keys.ts for keys several features share), not a literal array.",
};
// The files where query keys are made, exempt from queryKeyLiterals.
const queryKeyFactories = ["features/*/api/*-keys.ts", "lib/query-keys.ts"];

// Server modules, read from the tree like the features above.
const moduleNames = (() => {
  try {
    return readdirSync("./server/modules", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// Data access: a module's reads and writes are `*-queries.ts` functions of (db, params) with the
// company in the WHERE; its services compose them and never touch the ORM, the table definitions or
// raw SQL (docs/architecture.md, "Data access").
const dataAccessPaths = [
  {
    name: "@/server/db/client",
    importNames: ["executeRows"],
    message: "Only *-queries.ts runs SQL: add a query function there and call it from the service.",
  },
];
const dataAccessPattern = {
  group: ["drizzle-orm", "drizzle-orm/*", "@/server/db/schema", "@/server/db/schema/*", "@/server/db/sql-arrays"],
  allowTypeImports: true,
  message: "Only *-queries.ts touches the ORM and the tables: add a query function there and call it from the service.",
};

// Module boundaries: another module is reached through its public files only (its services,
// contracts, schemas, errors and the HTTP middleware it offers other routes), never its queries or
// its other internals. What a module offers others from an internal file is a named re-export in its
// service, so its public surface reads in one place. A queries file may also compose the SQL
// conditions another module offers in its *-sql.ts (a service cannot: it holds no SQL). Types are free.
const publicModuleFiles = ["*-service", "*-contract", "*-schemas", "*-errors", "*-http"];
const moduleBoundaryPattern = (name, publicFiles) => ({
  group: [
    "@/server/modules/*/*",
    "../*/*",
    `!@/server/modules/${name}/*`,
    ...publicFiles.flatMap((file) => [`!@/server/modules/*/${file}`, `!../*/${file}`]),
  ],
  allowTypeImports: true,
  message: "Reach another module through its service, contract, schemas, errors or *-http middleware (a queries file also its *-sql), never its queries or internals: re-export what it offers from its service.",
});

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", ".bench/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
      // Never parse installed packages for the import rules (slow, and some are too large to parse).
      "import/ignore": ["node_modules"],
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            // lib ← components ← features ← app
            { target: "./lib", from: ["./components", "./features", "./app"], message: "lib/ depends on nothing of the app." },
            { target: "./components", from: ["./features", "./app"], message: "components/ knows no feature." },
            { target: "./features", from: "./app", message: "features/ never imports app/." },
            ...crossFeatureZones,
            {
              target: ["./lib", "./components", "./features", "./app", "./proxy.ts"],
              from: "./server/**/*",
              except: serverContracts,
              message: "Client code imports only the server's schemas, types and contracts.",
            },
            // The server stands apart from the client tree.
            { target: "./server", from: ["./app", "./components", "./features", "./lib"], message: "server/ is separate from the client." },
          ],
        },
      ],
      // No barrel files: import from the file that defines the thing.
      "no-restricted-syntax": ["error", noBarrels, formsPost],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Zod stays out of the browser except with a form that needs it. Client code takes the server's
    // *-schemas.ts as types only (`import type`); the values it needs live in the zod-free
    // *-contract.ts files. A form's zod schema lives in a *-form-schema.ts file that the form loads
    // with import() on its first validation (lib/lazy-resolver.ts), so no page carries zod at first.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "features/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    ignores: [
      "**/*-form-schema.ts",
      "**/*.test.{ts,tsx}",
      "**/testing/**",
      "**/*-testing.{ts,tsx}",
      "app/careers/_lib/**",
      "app/tech-test/[[]token]/_lib/**",
      "app/[(]hris[)]/hris/_lib/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/**/*-schemas", "zod", "zod/*", "@hookform/resolvers/zod"],
              allowTypeImports: true,
              message: "Client code takes zod schemas as types only: values come from *-contract.ts; a form loads its *-form-schema.ts with import() (lib/lazy-resolver.ts).",
            },
            {
              group: ["**/*-form-schema"],
              allowTypeImports: true,
              message: "Load a form's zod schema with import() on first validation (lib/lazy-resolver.ts), not with the page.",
            },
          ],
        },
      ],
      // Rule options do not merge across config objects: the list below repeats the general one.
      "no-restricted-syntax": ["error", noBarrels, formsPost, noSchemaImportExpression, queryKeyLiterals],
    },
  },
  {
    // The key factories are where query keys are written out (the same list, less queryKeyLiterals).
    files: queryKeyFactories,
    rules: { "no-restricted-syntax": ["error", noBarrels, formsPost, noSchemaImportExpression] },
  },
  // One block per module: rule options do not merge across config objects, and each module's own
  // files are the ones its boundary pattern lets through.
  ...moduleNames.map((name) => ({
    files: [`server/modules/${name}/**/*.ts`],
    ignores: ["**/*-queries.ts", "**/*-sql.ts", "**/*.test.ts", "**/testing/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: dataAccessPaths, patterns: [dataAccessPattern, moduleBoundaryPattern(name, publicModuleFiles)] },
      ],
    },
  })),
  ...moduleNames.map((name) => ({
    // Queries and SQL files use the ORM; they reach other modules through their public files and SQL.
    files: [`server/modules/${name}/**/*-queries.ts`, `server/modules/${name}/**/*-sql.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [moduleBoundaryPattern(name, [...publicModuleFiles, "*-sql"])] }],
    },
  })),
  {
    // The server start hook is where the app hands over to the server.
    files: ["instrumentation.ts"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    // Server-rendered pages read our API in process (no HTTP round trip): the signed-in pages through
    // app/_lib's transport, the public careers and tech-test pages through their _lib; only these
    // folders may reach the server (and the built-in HRIS console's, issue 17).
    files: ["app/_lib/**", "app/careers/_lib/**", "app/tech-test/[[]token]/_lib/**", "app/[(]hris[)]/hris/_lib/**"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "e2e/**", "e2e-mocked/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "import/no-restricted-paths": "off" },
  },
  {
    // API and script tests call `useTestApp()` / `useServedTestApp()` at the top of the file; they are
    // Vitest fixtures, not React hooks.
    files: ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/api/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;

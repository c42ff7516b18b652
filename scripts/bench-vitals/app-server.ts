/** The app under test and the bare reference page: build them, then serve both on free ports. */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appDataDir, appDistDir, bareDir, nextBin, npmCommand, root } from "./config";
import { baseEnv, removeOnStop, run, serve } from "./processes";

/**
 * Builds (or with `reuse` reuses) both, starts the app on a fresh `.data-vitals` seeded with
 * SEED_SCALE=large and the bare page, and answers their origins once both answer.
 */
export async function startAppAndBare(reuse: boolean): Promise<{ app: string; bare: string }> {
  await buildApp(reuse);
  await buildBare(reuse);
  const dataDir = path.join(root, appDataDir);
  rmSync(dataDir, { recursive: true, force: true });
  removeOnStop(dataDir);
  const appEnv: NodeJS.ProcessEnv = {
    ...baseEnv(),
    NEXT_DIST_DIR: appDistDir,
    DATA_DIR: appDataDir,
    DATABASE_URL: "",
    SEED_SCALE: "large",
    LOG_LEVEL: "warn",
  };
  const bareEnv = baseEnv();
  delete bareEnv.NEXT_DIST_DIR;
  console.log("Starting the app (npm start) on a fresh database with SEED_SCALE=large, and the bare page ...");
  const started = performance.now();
  const [app, bare] = await Promise.all([
    // `npm start` reads PORT, HOSTNAME and NEXT_DIST_DIR from the environment.
    serve("app", npmCommand, () => ["start"], root, appEnv, "/api/health"),
    serve("bare page", process.execPath, (port) => [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], bareDir, bareEnv, "/"),
  ]);
  console.log(`Both answer after ${((performance.now() - started) / 1000).toFixed(0)} s (the large seed included).`);
  return { app, bare };
}

async function buildApp(reuse: boolean) {
  if (reuse && existsSync(path.join(root, appDistDir, "BUILD_ID"))) {
    console.log(`Reusing the app build in ${appDistDir}`);
    return;
  }
  console.log(`Building the app into ${appDistDir} ...`);
  // `next build` adds the build folder's types to tsconfig.json's include (and reformats it); that
  // file is not ours to change. Put it back, unless something else changed it meanwhile.
  const tsconfigPath = path.join(root, "tsconfig.json");
  const tsconfig = readFileSync(tsconfigPath, "utf8");
  try {
    await run(npmCommand, ["run", "build"], { cwd: root, env: { ...baseEnv(), NEXT_DIST_DIR: appDistDir } });
  } finally {
    restoreTsconfig(tsconfigPath, tsconfig);
  }
}

function restoreTsconfig(tsconfigPath: string, before: string) {
  const after = readFileSync(tsconfigPath, "utf8");
  if (after === before) return;
  try {
    const withoutOurs = JSON.parse(after) as { include?: string[] };
    withoutOurs.include = withoutOurs.include?.filter((entry) => !entry.startsWith(`${appDistDir}/`));
    if (JSON.stringify(withoutOurs) === JSON.stringify(JSON.parse(before))) {
      writeFileSync(tsconfigPath, before);
      return;
    }
  } catch {
    // not plain JSON: leave it
  }
  console.warn(`tsconfig.json changed during the build beyond the ${appDistDir} entries; left as it is.`);
}

function writeBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.join(bareDir, "app"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(bareDir, "node_modules"), "dir");
  writeFileSync(path.join(bareDir, "package.json"), JSON.stringify({ private: true, name: "bare-next-page" }, null, 2));
  writeFileSync(path.join(bareDir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  // Without an instrumentation file of its own, Turbopack compiles the repository's (which opens the database).
  writeFileSync(path.join(bareDir, "instrumentation.js"), "export function register() {}\n");
  writeFileSync(
    path.join(bareDir, "app", "layout.js"),
    `export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  );
  writeFileSync(path.join(bareDir, "app", "page.js"), `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`);
}

async function buildBare(reuse: boolean) {
  if (reuse && existsSync(path.join(bareDir, ".next", "BUILD_ID"))) {
    console.log("Reusing the bare page build in .bench/vitals-bare");
    return;
  }
  console.log("Building the bare Next.js page in .bench/vitals-bare ...");
  writeBareApp();
  const env = baseEnv();
  delete env.NEXT_DIST_DIR;
  await run(process.execPath, [nextBin, "build"], { cwd: bareDir, env });
}

// Builds the app (unless E2E_SKIP_BUILD=1) and starts it on a fresh embedded database for the e2e suite.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR ?? ".data-e2e";
fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, E2E_BUILD: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The way operators start it (`npm start`): the gated web server, one process in embedded mode.
const server = spawn(process.execPath, ["scripts/web-server.mjs", "-p", process.env.PORT ?? "3100", "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: process.env,
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));

import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

// The architecture check's own rules (.dependency-cruiser.cjs, run by `npm run check:cycles`) on a
// miniature repository whose files each break one floor with a relative import.

const root = path.resolve(import.meta.dirname, "..");
const fixture = path.join(root, "tests/fixtures/architecture");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));

async function violationsIn(dir: string) {
  // The fixture has no tsconfig.json: its imports are all relative.
  const options = { ...config.options, tsConfig: undefined };
  const { output } = await cruise(["app", "components", "lib"], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: dir });
  const summary = (output as ICruiseResult).summary;
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("the architecture check", () => {
  it("fails each import that points up a floor, relative imports included, and nothing else", async () => {
    expect(await violationsIn(fixture)).toEqual([
      "floor-components: components/events/imports-app.ts → app/events/actions.ts",
      "floor-db: lib/db/imports-seed.ts → lib/seed/demo.ts",
      "floor-domains: lib/events/imports-app.ts → app/events/actions.ts",
      "floor-jobs: lib/jobs/event-job.ts → lib/worker/event-handler.ts",
      "no-seed-outside-start-up: lib/db/imports-seed.ts → lib/seed/demo.ts",
    ]);
  });
});

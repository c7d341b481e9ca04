/**
 * The architecture check (`npm run check:cycles`, part of `npm test`): the floors of DESIGN.md §2 and no
 * import cycles, on resolved paths, so a relative import (`../../app/...`) is held to the same rules as
 * an `@/` one. Cycles ignore type-only imports (they vanish at run time); floors count them too.
 */

/**
 * From the top down. A module may import its own floor and any floor below it, never one above.
 * Every folder of app/, components/, lib/, emails/ and scripts/ has a floor (a module outside them all fails).
 */
const FLOORS = [
  { name: "app", paths: ["^app/", "^scripts/", "^proxy\\.ts$", "^instrumentation\\.ts$"] },
  { name: "components", paths: ["^components/"] },
  // lib/seed: demo data, used by scripts and start-up only (rule no-seed-outside-start-up).
  { name: "worker", paths: ["^lib/worker/", "^lib/seed/"] },
  { name: "pipeline", paths: ["^lib/pipeline/"] },
  { name: "above-domains", paths: ["^lib/(schedule|dashboard|exports|accounts-import)/"] },
  {
    name: "domains",
    paths: [
      "^lib/(accounts|companies|composer|delivery-channels|delivery-preferences|discoveries|emails|event-feedback|events|guardrails|signal-weights|account-snoozes|account-heat|job-queue|people|reports|users)/",
      // request plumbing and app services: domains take their scope from auth; auth's local provider sends the auth mails
      "^lib/(auth|actions|http|startup|admin|logos|perf|limits)/",
      "^emails/",
    ],
  },
  { name: "jobs", paths: ["^lib/jobs/"] },
  { name: "providers-and-queue", paths: ["^lib/(providers|queue)/"] },
  { name: "db", paths: ["^lib/db/"] },
  { name: "base", paths: ["^lib/(env|log)\\.ts$", "^lib/(errors|utils|validation|dates|routes)/"] },
];

/** Tests and their fixtures may reach across floors (a unit test may use the demo data). */
const NOT_PRODUCTION = ["\\.test\\.tsx?$", "/__fixtures__/"];

const floorRules = FLOORS.slice(1).map((floor, i) => {
  const above = FLOORS.slice(0, i + 1);
  return {
    name: `floor-${floor.name}`,
    severity: "error",
    comment: `${floor.name} (${floor.paths.join(" ")}) sits below ${above.map((f) => f.name).join(", ")}: it never imports them (DESIGN.md §2).`,
    from: { path: floor.paths, pathNot: NOT_PRODUCTION },
    to: { path: above.flatMap((f) => f.paths) },
  };
});

const OURS = "^(app|components|lib|emails|scripts)/";
const ALL_FLOORS = FLOORS.flatMap((f) => f.paths);

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: split the shared part into its own module.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    ...floorRules,
    {
      name: "no-seed-outside-start-up",
      severity: "error",
      comment: "lib/seed is used by scripts and start-up only (the database layer never seeds by itself).",
      from: { pathNot: ["^lib/seed/", "^scripts/", "^instrumentation\\.ts$", ...NOT_PRODUCTION] },
      to: { path: "^lib/seed/" },
    },
    {
      name: "jobs-through-their-kind",
      severity: "error",
      comment: "Jobs are queued through their kind in lib/jobs (eventJob.enqueue, …), never with the queue client's raw sendJob.",
      from: { pathNot: ["^lib/(queue|jobs)/", "^lib/seed/", ...NOT_PRODUCTION] },
      to: { path: "^lib/queue/queue-client\\.ts$" },
    },
    {
      name: "floor-unassigned",
      severity: "error",
      comment: "A module outside every floor: add its folder to FLOORS in .dependency-cruiser.cjs and to DESIGN.md §2.",
      from: { path: OURS, pathNot: [...ALL_FLOORS, ...NOT_PRODUCTION] },
      to: {},
    },
    {
      name: "floor-unassigned-target",
      severity: "error",
      comment: "An import of a module outside every floor: add its folder to FLOORS in .dependency-cruiser.cjs and to DESIGN.md §2.",
      from: {},
      to: { path: OURS, pathNot: ALL_FLOORS },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next|\\.data[^/]*|test-results|playwright-report)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};

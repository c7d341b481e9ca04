import fs from "node:fs";
import { withProductionServer } from "./prod-server";

const target = process.argv[2] ?? "/events";
await withProductionServer(3193, async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(server.base + target); // warm
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await server.browser.startTracing(page, { path: "/tmp/trace/trace.json", categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"] });
  await page.goto(server.base + target, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000);
  await server.browser.stopTracing();
  const trace = JSON.parse(fs.readFileSync("/tmp/trace/trace.json", "utf8"));
  const events: Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: any }> = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" );
  const tasks = events.filter((e) => e.name === "RunTask" && e.dur && e.dur > 50_000 && e.tid === main?.tid && e.pid === main?.pid);
  for (const task of tasks) {
    const inside = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task && e.dur);
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n}=${Math.round(d / 1000)}`);
    const urls = [...new Set(inside.filter((e) => e.args?.data?.url).map((e) => String(e.args.data.url).split("/").pop()))].slice(0, 3);
    const layouts = inside.filter((e) => e.name === "UpdateLayoutTree" || e.name === "Layout").map((e) => `${e.name[0]}${Math.round(e.dur! / 1000)}${e.args?.beginData?.stackTrace ? "*" : ""}`);
    console.log(`task ${Math.round(task.dur! / 1000)} ms: ${top.join(" ")} urls=${urls.join(",")} layouts=${layouts.join(" ")}`);
  }
});

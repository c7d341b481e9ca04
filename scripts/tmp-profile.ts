import fs from "node:fs";
import { withProductionServer } from "./prod-server";

const target = process.argv[2] ?? "/events";
await withProductionServer(3193, async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(server.base + target);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(server.base + target, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }>; samples: number[]; timeDeltas: number[] } };
  fs.writeFileSync("/tmp/trace/profile.json", JSON.stringify(profile));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFrame = new Map<string, number>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.url.split("/").pop()}:${f.functionName || "(anon)"}:${f.lineNumber}:${f.columnNumber}`;
    byFrame.set(key, (byFrame.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  const byUrl = new Map<string, number>();
  for (const [k, v] of byFrame) byUrl.set(k.split(":")[0], (byUrl.get(k.split(":")[0]) ?? 0) + v);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${Math.round(v / 1000)}ms`).join("\n"));
  console.log("--");
  console.log([...byFrame].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${Math.round(v / 1000)}ms`).join("\n"));
});

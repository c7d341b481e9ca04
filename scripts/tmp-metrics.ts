import { withProductionServer } from "./prod-server";

const targets = process.argv.slice(2);
const RUNS = 8;
await withProductionServer(3194, async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  for (const target of targets) {
    const mins: Record<string, number> = {};
    for (let i = 0; i < RUNS + 1; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      await page.goto(server.base + target, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
      if (i > 0)
        for (const m of metrics)
          if (["ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "TaskDuration", "Nodes", "JSHeapUsedSize"].includes(m.name))
            mins[m.name] = Math.min(mins[m.name] ?? Infinity, m.value);
      await page.close();
    }
    console.log(target, Object.entries(mins).map(([k, v]) => `${k}=${k.endsWith("Duration") ? Math.round(v * 1000) + "ms" : Math.round(v)}`).join(" "));
  }
});

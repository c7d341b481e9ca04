import { withProductionServer } from "./prod-server";

const RUNS = Number(process.env.RUNS ?? 5);
await withProductionServer(Number(process.env.PORTX ?? 3196), async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    (window as unknown as { __lt: number[] }).__lt = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __lt: number[] }).__lt.push(Math.round(e.duration));
    }).observe({ type: "longtask", buffered: true });
  });
  for (const target of process.argv.slice(2)) {
    const results: { tbt: number; tasks: number[] }[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(server.base + target, { waitUntil: "networkidle" });
      await page.waitForTimeout(1500);
      const tasks = await page.evaluate(() => (window as unknown as { __lt: number[] }).__lt);
      if (i > 0) results.push({ tbt: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), tasks });
      await page.close();
    }
    results.sort((a, b) => a.tbt - b.tbt);
    console.log(target, "tbt min/median", results[0].tbt, results[Math.floor(results.length / 2)].tbt, "tasks(min run)", results[0].tasks.join(","));
  }
});

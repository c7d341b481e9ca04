import { withProductionServer } from "./prod-server";
await withProductionServer(3195, async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  for (const target of process.argv.slice(2)) {
    const page = await context.newPage();
    const urls: string[] = [];
    page.on("response", (r) => { if (r.url().endsWith(".js")) urls.push(r.url().split("/").pop()!); });
    const res = await page.goto(server.base + target, { waitUntil: "networkidle" });
    console.log(target, res?.url(), (await page.content()).length, urls.join(" "));
    await page.close();
  }
});

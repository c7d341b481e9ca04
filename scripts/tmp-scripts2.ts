import fs from "node:fs";
import { withProductionServer } from "./prod-server";
await withProductionServer(3195, async (server) => {
  const cookies = await server.signIn("user@example.com");
  const context = await server.browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(server.base + "/user/events");
  const href = (await page.content()).match(/\/user\/events\/[0-9a-f-]{36}\/compose/)![0];
  const urls: string[] = [];
  page.on("response", (r) => { if (r.url().endsWith(".js")) urls.push(r.url().split("/").pop()!); });
  await page.goto(server.base + href, { waitUntil: "networkidle" });
  console.log(href, urls.join(" "));
  fs.writeFileSync("/tmp/composer-path", href);
});

// Screenshots of key pages at 390 and 1280 px + class lists of every element, into /tmp/budget-shots/<label>/
import fs from "node:fs";
import { withProductionServer } from "./prod-server";
const label = process.argv[2];
const dir = `/tmp/budget-shots/${label}`;
fs.mkdirSync(dir, { recursive: true });
withProductionServer(3195, async ({ base, browser, signIn }) => {
  const users = { admin: await signIn("admin@example.com"), user: await signIn("user@example.com") };
  const jobs: [string, string, keyof typeof users | null][] = [
    ["signin", "/signin", null], ["admin-events", "/events", "admin"], ["admin-dashboard", "/dashboard", "admin"],
    ["user-events", "/user/events", "user"], ["user-dashboard", "/dashboard", "user"], ["user-events-admin", "/user/events", "admin"],
  ];
  for (const [name, url, who] of jobs) for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    if (who) await ctx.addCookies(users[who]);
    const page = await ctx.newPage();
    await page.goto(base + url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const classes = await page.evaluate(() => [...document.querySelectorAll("body *")].map((e) => `${e.tagName.toLowerCase()} ${[...e.classList].sort().join(" ")}`).join("\n"));
    const styles = await page.evaluate(() => [...document.querySelectorAll("body *")].map((e) => { const s = getComputedStyle(e); const r = e.getBoundingClientRect(); return `${e.tagName.toLowerCase()} ${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)} ${s.color} ${s.backgroundColor} ${s.padding} ${s.margin} ${s.gap} ${s.fontSize} ${s.borderRadius} ${s.borderColor} ${s.boxShadow}`; }).join("\n"));
    fs.writeFileSync(`${dir}/${name}-${width}.classes.txt`, classes);
    fs.writeFileSync(`${dir}/${name}-${width}.styles.txt`, styles);
    if (width === 1280 && who) {
      // open the avatar menu (client-side primitive) and capture it too
      const trigger = page.getByRole("button", { name: /account|menu|avatar/i }).first();
      if (await trigger.count()) { await trigger.click().catch(() => {}); await page.waitForTimeout(400); await page.screenshot({ path: `${dir}/${name}-${width}-menu.png` }); }
    }
    await ctx.close();
  }
}).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });

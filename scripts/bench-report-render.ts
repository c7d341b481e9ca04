// Run by `npm run bench` (scripts/bench-reports.ts) in its own process with NODE_ENV=production, so the
// daily report is rendered with React's production build, as the server and the workers render it.
// Prints one JSON array of rows on stdout.
import { randomUUID } from "node:crypto";
import type { EmailEvent } from "@/emails/components/event-section";
import EventPreviewEmail from "@/emails/event-preview";
import { renderDailyReport, signedLinkBuilder } from "@/lib/reports/render-report-email";
import { sized } from "./bench-mode";

const APP_URL = "https://app.trayo.example";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function benchEvents(count: number): EmailEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    ...EventPreviewEmail.PreviewProps.event,
    id: randomUUID(),
    accountName: `Account ${i % 7}`,
    people: Array.from({ length: 3 }, (_, p) => ({ id: randomUUID(), fullName: `Person ${i}-${p}`, title: "VP Finance", profileImageUrl: null, reasoning: "Owns the budget." })),
  }));
}

async function main() {
  const linkFor = signedLinkBuilder(randomUUID(), { secret: "bench-secret-".padEnd(40, "x"), appUrl: APP_URL });
  const rows: Record<string, string | number>[] = [];
  for (const count of [1, 5, 10]) {
    const events = benchEvents(count);
    for (let i = 0; i < sized(50, 5); i++) await renderDailyReport({ appUrl: APP_URL, firstName: "Ana", events, linkFor });
    const wall: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    let textBytes = 0;
    for (let i = 0; i < sized(200, 10); i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const { html, text } = await renderDailyReport({ appUrl: APP_URL, firstName: "Ana", events, linkFor });
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      bytes = html.length;
      textBytes = text.length;
    }
    rows.push({
      events: count,
      "median ms": median(wall).toFixed(2),
      "fastest ms": Math.min(...wall).toFixed(2),
      // CPU time is what a render costs; wall time also counts waiting for a core on a busy machine.
      "median CPU ms": median(cpu).toFixed(2),
      "html KB": Math.round(bytes / 1024),
      "text KB": Math.round(textBytes / 1024),
    });
  }
  process.stdout.write(JSON.stringify(rows));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

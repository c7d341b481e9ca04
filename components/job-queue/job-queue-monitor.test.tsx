import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QueueSnapshot } from "@/lib/job-queue/queue-snapshot";
import { JobQueueMonitor } from "./job-queue-monitor";

const snapshot = (stall: QueueSnapshot["stall"]): QueueSnapshot => ({
  status: { total_jobs: 3, waiting_jobs: 3, working_jobs: 0, waiting_details: [], working_details: [] },
  history: [],
  stall,
});

const render = (s: QueueSnapshot) => new JSDOM(renderToString(<JobQueueMonitor initial={s} />)).window.document;

describe("JobQueueMonitor's no-worker warning", () => {
  it("tells the admin that jobs wait with no worker, and how to start one", () => {
    const doc = render(snapshot({ waiting: 3, oldestWaitingMinutes: 12, message: "3 job(s) waiting" }));
    const warning = doc.querySelector('[role="status"]');
    expect(warning?.textContent).toContain("No worker is taking jobs");
    expect(warning?.textContent).toContain("3 jobs have been waiting for up to 12 min and no job finished in that time.");
    expect(warning?.textContent).toContain("npm run worker");
    expect(warning?.textContent).toContain("/api/cron/drain-queue");
  });

  it("shows nothing while workers take the jobs", () => {
    const doc = render(snapshot(null));
    expect(doc.body.textContent).not.toContain("No worker is taking jobs");
    expect(doc.querySelector('[role="status"]')).toBeNull();
  });
});

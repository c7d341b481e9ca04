import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { withCron } from "@/lib/http/route-handlers";
import { queueDailyReports } from "@/lib/reports/daily-reports";

/** The clock of this run: `?now=` only on an e2e server (E2E_FIXED_CLOCK, set by playwright.config.ts). */
function clockOf(request: Request): Date {
  const given = new URL(request.url).searchParams.get("now");
  if (given === null || !env().E2E_FIXED_CLOCK) return new Date();
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) throw new AppError("invalid", "now must be an ISO date-time.");
  return at;
}

// Vercel Cron calls GET hourly; other schedulers may POST. Both queue the reports due this hour (each
// user's local delivery hour, at most one report per user per local day).
const run = withCron("queueing daily reports", async (request) => NextResponse.json({ ok: true, ...(await queueDailyReports(clockOf(request))) }));

export const GET = run;
export const POST = run;

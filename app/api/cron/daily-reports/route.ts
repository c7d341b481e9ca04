import { NextResponse } from "next/server";
import { withCron } from "@/lib/http/route-handlers";
import { queueDailyReports } from "@/lib/reports/daily-reports";

// Vercel Cron calls GET; other schedulers may POST. Both queue the day's reports (once per user per day).
const run = withCron("queueing daily reports", async () => NextResponse.json({ ok: true, ...(await queueDailyReports()) }));

export const GET = run;
export const POST = run;

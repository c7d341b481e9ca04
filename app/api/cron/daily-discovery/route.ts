import { NextResponse } from "next/server";
import { queueDailyDiscovery } from "@/lib/discoveries/daily-discovery";
import { withCron } from "@/lib/http/route-handlers";

const run = withCron("daily discovery", async () => NextResponse.json({ details: await queueDailyDiscovery() }));

export const GET = run;
export const POST = run;

import { getDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { queueAllDiscoveries } from "./queue-discoveries";

/** The day's discovery: every account of every user with discovery enabled (cron and the embedded scheduler). */
export async function queueDailyDiscovery() {
  const db = await getDb();
  const details = await db.transaction((tx) => queueAllDiscoveries(tx, "privileged"));
  log.info("daily discovery queued", details);
  return details;
}

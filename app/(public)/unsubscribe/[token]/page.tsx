import type { Metadata } from "next";
import { linkTokenOf } from "@/lib/http/link-token";
import { UnsubscribeScreen } from "@/components/delivery-preferences/unsubscribe-screen";
import { unsubscribeStatus } from "@/lib/delivery-preferences/unsubscribe";
import { setDailyReportByTokenAction } from "../actions";

export const metadata: Metadata = { title: "Daily report", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const token = await linkTokenOf(params);
  const status = await unsubscribeStatus(token);
  return <UnsubscribeScreen token={token} status={status} setDailyReport={setDailyReportByTokenAction} />;
}

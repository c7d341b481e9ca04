import type { Metadata } from "next";
import { UnsubscribeScreen } from "@/components/delivery-preferences/unsubscribe-screen";
import { unsubscribeStatus } from "@/lib/delivery-preferences/unsubscribe";
import { setDailyReportByTokenAction } from "../actions";

export const metadata: Metadata = { title: "Daily report", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const status = await unsubscribeStatus(decodeURIComponent(token));
  return <UnsubscribeScreen token={decodeURIComponent(token)} status={status} setDailyReport={setDailyReportByTokenAction} />;
}

import type { Metadata } from "next";
import { UnsubscribeScreen } from "@/components/delivery-preferences/unsubscribe-screen";
import { unsubscribeStatus } from "@/lib/delivery-preferences/unsubscribe";
import { setDailyReportByTokenAction } from "../actions";

export const metadata: Metadata = { title: "Daily report", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
};

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const token = safeDecode((await params).token);
  const status = await unsubscribeStatus(token);
  return <UnsubscribeScreen token={token} status={status} setDailyReport={setDailyReportByTokenAction} />;
}

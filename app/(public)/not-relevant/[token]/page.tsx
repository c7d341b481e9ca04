import type { Metadata } from "next";
import { linkTokenOf } from "@/lib/http/link-token";
import { NotRelevantLinkScreen } from "@/components/event-feedback/not-relevant-link-screen";
import { feedbackLinkStatus } from "@/lib/event-feedback/feedback-by-link";
import { markNotRelevantByTokenAction, undoNotRelevantByTokenAction } from "../actions";

export const metadata: Metadata = { title: "Not relevant", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** The report mail's "Not relevant" link: GET asks to confirm; only the page's button (a POST) marks. */
export default async function NotRelevantLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await linkTokenOf(params);
  const status = await feedbackLinkStatus(token);
  return <NotRelevantLinkScreen token={token} status={status} mark={markNotRelevantByTokenAction} undo={undoNotRelevantByTokenAction} />;
}

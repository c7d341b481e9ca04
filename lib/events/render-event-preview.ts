import { render } from "@react-email/render";
import { createElement } from "react";
import EventPreviewEmail, { toEmailEvent } from "@/emails/event-preview";
import { env } from "@/lib/env";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { getEvent, getEventStakeholders } from "./get-event";

/** The event as it will appear in the daily report email (React Email, rendered on the server). */
export async function renderEventPreview(scope: QueryScope, eventId: string): Promise<string> {
  const [event, people] = await Promise.all([getEvent(scope, eventId), getEventStakeholders(scope, eventId)]);
  return render(createElement(EventPreviewEmail, { event: toEmailEvent(event, people), appUrl: env().APP_URL }));
}

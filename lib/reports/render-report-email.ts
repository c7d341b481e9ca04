import { unstableToPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { EmailLinkBuilder } from "@/emails/components/event-section";
import DailyReportEmail, { type DailyReportProps } from "@/emails/daily-report";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { buildSecureAccessPath } from "@/lib/auth/secure-link";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { env } from "@/lib/env";
import { loadHeatingUp } from "@/lib/account-heat/account-heat";
import { loadEmailEvents, loadOwnReport, listReportEvents } from "./report-queries";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { DEFAULT_PREVIEW_SUBJECT } from "./report-messages";

/** The in-app path with the daily report's utm parameters (spec 1 §2). */
export function trackedPath(path: string, utmContent: string): string {
  const query = new URLSearchParams({ utm_source: "email", utm_medium: "daily_report", utm_content: utmContent });
  return `${path}?${query.toString()}`;
}

/** Links for a sent mail: each wrapped in a /secure-access link signed for the recipient. */
export function signedLinkBuilder(recipientUserId: string, options: { secret?: string; appUrl?: string; ts?: number } = {}): EmailLinkBuilder {
  const secret = options.secret ?? getAuthSecret();
  const appUrl = options.appUrl ?? env().APP_URL;
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  return (path, utmContent) => new URL(buildSecureAccessPath(secret, { userId: recipientUserId, redirect: trackedPath(path, utmContent), ts }), appUrl).toString();
}

export type RenderedReport = { html: string; text: string };

/** The doctype @react-email/render puts in front of every mail. */
const EMAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Renders the daily report template (HTML and its plain-text part). The template is synchronous, so a
 * static render gives the HTML of @react-email/render's `render` without its streaming and Suspense
 * markers, and the html5parser-based text conversion writes the same text as html-to-text several
 * times faster (see `npm run bench`). react-dom/server is imported lazily, as @react-email/render does,
 * so the server-component graph never includes it.
 */
export async function renderDailyReport(props: DailyReportProps): Promise<RenderedReport> {
  const { renderToStaticMarkup } = await import("react-dom/server");
  const html = EMAIL_DOCTYPE + renderToStaticMarkup(createElement(DailyReportEmail, props));
  return { html, text: unstableToPlainText(html) };
}

export const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null;

/**
 * The report-preview renderer (spec 2 §7): the report's events (or `eventIds`, the editor's unsaved
 * order) rendered as the mail will look, with unsigned preview links; subject defaults to 'Your Trayo Report'.
 */
export function renderReportPreview(scope: QueryScope, reportId: string, eventIds?: string[]) {
  return withScope(scope, async (tx) => {
    const report = await loadOwnReport(scope, { reportId }, tx);
    const ids = eventIds ?? (await listReportEvents(report.id, tx)).map((e) => e.id);
    const events = await loadEmailEvents(ids, tx);
    const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, report.userId));
    const heatingUp = await loadHeatingUp(scope, new Date(), tx);
    const { html } = await renderDailyReport({ appUrl: env().APP_URL, firstName: firstNameOf(owner?.name), events, heatingUp });
    return { html, subject: report.subject?.trim() || DEFAULT_PREVIEW_SUBJECT };
  });
}

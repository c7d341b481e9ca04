import { eventAppUrl, reportsAppUrl, signalLabel, TOP_EVENTS, type DeliveryContent } from "./delivery-content";

// Block Kit (https://api.slack.com/block-kit): a header, one section per top event (title linking
// back to the app, account and signal, why it matters), the article link as context, and a button to
// the report. Slack's limits: 50 blocks, 3000 characters per section text, 150 per header.

type TextObject = { type: "mrkdwn" | "plain_text"; text: string };
export type SlackBlock =
  | { type: "header"; text: TextObject }
  | { type: "section"; text: TextObject }
  | { type: "context"; elements: TextObject[] }
  | { type: "divider" }
  | { type: "actions"; elements: { type: "button"; text: TextObject; url: string; action_id: string }[] };
export type SlackMessage = { text: string; blocks: SlackBlock[] };

/** Slack's mrkdwn control characters. */
export const escapeMrkdwn = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** A URL inside <url|label>: its own "|" and ">" would end the link early. */
const linkUrl = (url: string) => url.replace(/\|/g, "%7C").replace(/>/g, "%3E").replace(/</g, "%3C");

export function buildSlackMessage(content: DeliveryContent, appUrl: string): SlackMessage {
  const top = content.events.slice(0, TOP_EVENTS);
  const count = content.events.length;
  const heading = content.kind === "test" ? "Trayo test message" : "Your Trayo daily report";
  const intro =
    content.kind === "test"
      ? "This is a test of your Slack delivery. Your daily report will look like this."
      : `${count} new ${count === 1 ? "event" : "events"} in your accounts${count > top.length ? `, the top ${top.length} below` : ""}.`;
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: cut(heading, 150) } },
    { type: "section", text: { type: "mrkdwn", text: escapeMrkdwn(intro) } },
  ];
  for (const event of top) {
    const title = escapeMrkdwn(cut(event.title?.trim() || "Untitled event", 300));
    const signal = signalLabel(event.signal);
    const lines = [
      `*<${linkUrl(eventAppUrl(appUrl, event.id))}|${title}>*`,
      `${escapeMrkdwn(event.accountName)}${signal ? ` · Signal: *${escapeMrkdwn(signal)}*` : ""}`,
    ];
    if (event.whyItMatters) lines.push(`*Why it matters:* ${escapeMrkdwn(cut(event.whyItMatters, 1500))}`);
    else if (event.tldr) lines.push(escapeMrkdwn(cut(event.tldr, 1500)));
    blocks.push({ type: "divider" }, { type: "section", text: { type: "mrkdwn", text: cut(lines.join("\n"), 3000) } });
    const source = [event.publication, event.eventDate].filter(Boolean).map((s) => escapeMrkdwn(String(s)));
    if (event.articleUrl) source.push(`<${linkUrl(event.articleUrl)}|Read the article>`);
    if (source.length > 0) blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: source.join(" · ") }] });
  }
  const button = content.reportId ? { label: "Open the report", url: reportsAppUrl(appUrl) } : { label: "Open Trayo", url: `${appUrl.replace(/\/$/, "")}/user/events` };
  blocks.push({ type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: button.label }, url: button.url, action_id: "open_trayo" }] });
  return { text: `${heading}: ${intro}`, blocks };
}

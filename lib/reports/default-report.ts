import { PRODUCT_NAME } from "./report-messages";

const WORDS = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

/** 'One' … 'Ten', then digits (spec 2 §9: count in words up to Ten). */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/** '{count} new activity/activities spotted in your accounts', or 'New Trayo AI report for you' with none. */
export function defaultReportSubject(eventCount: number): string {
  if (eventCount <= 0) return `New ${PRODUCT_NAME} AI report for you`;
  return `${countInWords(eventCount)} new ${eventCount === 1 ? "activity" : "activities"} spotted in your accounts`;
}

/** The user's first name followed by month/day ('Ana 11/23'); 'Report 11/23' without a name. */
export function defaultReportName(userName: string | null | undefined, now = new Date()): string {
  const first = userName?.trim().split(/\s+/)[0] || "Report";
  return `${first} ${now.getUTCMonth() + 1}/${now.getUTCDate()}`;
}

import type { EventRow } from "./list-events";

/** What the /events table needs of a row: sent once in the page, so nothing the table does not show. */
export type EventListRow = Pick<
  EventRow,
  | "id"
  | "title"
  | "url"
  | "eventDate"
  | "publication"
  | "accountId"
  | "accountName"
  | "accountLogoUrl"
  | "status"
  | "statusReason"
  | "usageStatus"
  | "reportName"
  | "isDeleted"
>;

export function toEventListRow(row: EventListRow): EventListRow {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    eventDate: row.eventDate,
    publication: row.publication,
    accountId: row.accountId,
    accountName: row.accountName,
    accountLogoUrl: row.accountLogoUrl,
    status: row.status,
    statusReason: row.statusReason,
    usageStatus: row.usageStatus,
    reportName: row.reportName,
    isDeleted: row.isDeleted,
  };
}

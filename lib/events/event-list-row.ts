import type { EventRow } from "./list-events";

type Shown = Pick<
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
type Always = "id" | "accountId" | "accountName" | "status" | "usageStatus";

/**
 * What the /events table needs of a row. It is sent once in the page's data for every row, so it
 * carries nothing the table does not show, and leaves out empty (null or false) fields.
 */
export type EventListRow = Pick<Shown, Always> & { [K in Exclude<keyof Shown, Always>]?: Shown[K] };

export function toEventListRow(row: Shown): EventListRow {
  const slim: EventListRow = { id: row.id, accountId: row.accountId, accountName: row.accountName, status: row.status, usageStatus: row.usageStatus };
  if (row.title) slim.title = row.title;
  if (row.url) slim.url = row.url;
  if (row.eventDate) slim.eventDate = row.eventDate;
  if (row.publication) slim.publication = row.publication;
  if (row.accountLogoUrl) slim.accountLogoUrl = row.accountLogoUrl;
  if (row.statusReason) slim.statusReason = row.statusReason;
  if (row.reportName) slim.reportName = row.reportName;
  if (row.isDeleted) slim.isDeleted = true;
  return slim;
}

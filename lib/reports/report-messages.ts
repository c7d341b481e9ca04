// The spec's texts for reports (spec 2 §2, §5, §8, §9).
export const REPORTS_CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to view reports.";
export const NO_EVENTS_TOOLTIP = "Create events first to generate reports";
export const REPORT_NOT_FOUND = "Report not found.";
export const REPORT_ALREADY_SENT = "This report has already been sent and can no longer be changed.";
export const REPORT_BEING_SENT = "This report is already being sent.";
export const REPORT_HAS_NO_EVENTS = "Add at least one event before sending this report.";
export const EVENT_NOT_AVAILABLE = "One of these events is no longer available for this report.";
export const NOT_AUTHENTICATED = "Not authenticated";
export const EMAIL_SENT = "Email sent!";
export const NO_NEW_EVENTS = "No new events since your last report: your draft is open instead.";
export const SEND_FAILED = "Failed to send email";
export const PREVIEW_FAILED = "Failed to load preview";
export const DELETE_FAILED = "Failed to delete report";
export const DEFAULT_PREVIEW_SUBJECT = "Your Trayo Report";
export const PRODUCT_NAME = "Trayo";
export const createFailed = (message: string | null | undefined) => `Failed to create report: ${message || "Unknown error"}`;

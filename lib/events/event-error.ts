// The events pages' fixed failure texts (spec 1 §8), thrown as AppError and shown as they are.
export const EVENT_NOT_FOUND = "Event not found";
export const EVENT_MISSING_ACCOUNT_OR_COMPANY = "Event missing account or company";
export const MISSING_EVENT_ID_OR_ACCOUNT = "Missing event ID or account.";
export const URL_AND_ACCOUNT_REQUIRED = "URL and account are required";
export const ALL_FIELDS_REQUIRED = "All fields are required.";
export const OFFERINGS_COUNT = "You must have 1 or 2 offerings.";
export const OFFERING_FIELDS_REQUIRED = "All offering fields are required.";
export const SENT_EVENT_READ_ONLY = "Sent events are read-only.";
export const ONLY_COMPLETED_EVENTS_EDITABLE = "Only completed events can be edited.";
export const DUPLICATE_EVENT = "This account already has an event for this URL.";

/** Every table of the public schema: each must have Row Level Security enabled and forced. */
export const publicTables = [
  "companies",
  "users",
  "accounts",
  "account_users",
  "events",
  "people",
  "event_people",
  "reports",
  "report_events",
  "discoveries",
  "emails_sent",
  "email_status",
  "delivery_channels",
  "delivery_attempts",
  "delivery_preferences",
  "signal_weights",
  "company_signal_weight_defaults",
  "account_snoozes",
  "event_feedback",
] as const;

export type PublicTable = (typeof publicTables)[number];

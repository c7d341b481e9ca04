import { z } from "@/lib/validation/zod";
import { isValidTimeZone } from "./delivery-schedule";

export const MAX_EVENTS_LIMIT = 50;
export const PREFERENCES_SAVED_MESSAGE = "Delivery preferences saved.";
export const INVALID_TIME_ZONE_MESSAGE = "Choose a valid time zone.";

const checkbox = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());

/** The Daily report form (the settings page and the admin's Edit User dialog share it). */
export const deliveryPreferencesSchema = z.object({
  daily_report_enabled: checkbox,
  time_zone: z.string().trim().min(1, INVALID_TIME_ZONE_MESSAGE).max(64, INVALID_TIME_ZONE_MESSAGE).refine(isValidTimeZone, INVALID_TIME_ZONE_MESSAGE),
  delivery_hour: z.coerce.number({ error: "Choose a delivery hour." }).int("Choose a delivery hour.").min(0, "Choose a delivery hour.").max(23, "Choose a delivery hour."),
  weekdays_only: checkbox,
  paused_until: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.iso.date({ error: "Enter the pause date as a date." }).optional()),
  max_events: z.preprocess(
    (v) => (v === "" || v === null || v === "all" ? undefined : v),
    z.coerce
      .number()
      .int(`Choose between 1 and ${MAX_EVENTS_LIMIT} events, or all.`)
      .min(1, `Choose between 1 and ${MAX_EVENTS_LIMIT} events, or all.`)
      .max(MAX_EVENTS_LIMIT, `Choose between 1 and ${MAX_EVENTS_LIMIT} events, or all.`)
      .optional(),
  ),
});

export type DeliveryPreferencesInput = z.output<typeof deliveryPreferencesSchema>;

export const userDeliveryPreferencesSchema = deliveryPreferencesSchema.extend({ user_id: z.guid({ error: "User not found." }) });

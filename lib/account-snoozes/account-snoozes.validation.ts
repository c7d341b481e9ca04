import { z } from "@/lib/validation/zod";
import { SNOOZE_PERIODS } from "./snooze-dates";

export const snoozeAccountSchema = z.object({
  account_id: z.guid({ error: "Account not found." }),
  period: z.enum(SNOOZE_PERIODS, { error: "Choose how long to snooze." }),
  until: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.iso.date({ error: "Choose the date the account comes back." }).optional()),
});
export type SnoozeAccountInput = z.output<typeof snoozeAccountSchema>;

export const unsnoozeAccountSchema = z.object({ account_id: z.guid({ error: "Account not found." }) });

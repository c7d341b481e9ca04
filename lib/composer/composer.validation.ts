import { z } from "@/lib/validation/zod";
import { messageOptionsSchema } from "@/lib/providers/llm/compose/message-options-schema";

export const COMPOSE_FAILED_MESSAGE = "Failed to generate message. Please try again.";
export const NO_VALID_SESSION = "No valid session";
export const COMPOSER_EVENT_NOT_FOUND = "Event not found.";
export const COMPOSE_AS_OTHER_USER = "You can only compose messages as the selected user.";

/** The compose_message body (spec 2 §7): event, acting user and the message options. */
export const composeRequestSchema = messageOptionsSchema.extend({
  event_id: z.uuid({ error: COMPOSER_EVENT_NOT_FOUND }),
  user_id: z.uuid({ error: "A valid user_id is required." }),
  /** Ask for the message as an NDJSON stream of deltas (the composer page does). */
  stream: z.boolean().optional(),
});
export type ComposeRequest = z.infer<typeof composeRequestSchema>;

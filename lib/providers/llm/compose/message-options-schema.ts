import { z } from "zod";
import {
  languageCodes,
  messageFormats,
  messageLengths,
  messageObjectives,
  messageTones,
  relationships,
  variationStyles,
  type MessageOptions,
} from "./compose-types";

/** The message options of a compose request (spec 2 §3), checked on the server. */
export const messageOptionsSchema = z.object({
  length: z.enum(messageLengths),
  format: z.enum(messageFormats),
  tone: z.enum(messageTones),
  objective: z.enum(messageObjectives),
  relationship: z.enum(relationships),
  language: z.enum(languageCodes),
  variation_style: z.enum(variationStyles).optional(),
}) satisfies z.ZodType<MessageOptions>;

import { z } from "@/lib/validation/zod";
import { signalTypes, type SignalType } from "@/lib/providers/llm/signal-types";

export const WEIGHTS_SAVED_MESSAGE = "Signal weights saved.";
export const COMPANY_WEIGHTS_SAVED_MESSAGE = "Default signal weights saved.";
const WEIGHT_MESSAGE = "Each weight is a whole number from 0 to 100.";

const weight = z.coerce.number({ error: WEIGHT_MESSAGE }).int(WEIGHT_MESSAGE).min(0, WEIGHT_MESSAGE).max(100, WEIGHT_MESSAGE);

/** One weight per signal type, every type present. */
export const signalWeightsSchema = z.object(Object.fromEntries(signalTypes.map((t) => [t, weight])) as Record<SignalType, typeof weight>);

export const companySignalWeightsSchema = z.object({ company_id: z.guid({ error: "Company not found." }), weights: signalWeightsSchema });
export const companyIdInputSchema = z.guid({ error: "Company not found." });

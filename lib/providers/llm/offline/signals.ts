import type { SignalType } from "../signal-types";
import { predictSignal } from "./signal-model/signal-model";

export type DetectedSignal = {
  type: SignalType;
  /** The sentence of the story that shows the event (null for "other"). */
  evidence: string | null;
};

/** The kind of sales signal an article reports, by the signal model over its headline and body. */
export function detectSignal(title: string, text: string): DetectedSignal {
  const { type, evidence } = predictSignal({ title, text });
  return { type, evidence: type === "other" ? null : evidence };
}

import type { SignalType } from "@/lib/providers/llm/signal-types";
import { predictSignal } from "@/lib/providers/llm/offline/signal-model/signal-model";

/** The signal type of a search result, by the same model event processing uses on the body. */
export function classifySignal(title: string, snippet: string): SignalType {
  return predictSignal({ title, text: snippet }).type;
}

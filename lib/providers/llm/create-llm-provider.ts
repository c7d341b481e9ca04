import { env } from "@/lib/env";
import type { LlmProvider } from "./llm-provider";
import { OfflineLlm } from "./offline/offline-llm";
import { OpenAiLlm } from "./openai-llm";

/** OpenAI when OPENAI_API_KEY is set, otherwise the offline deterministic provider. */
export function createLlmProvider(): LlmProvider {
  const e = env();
  if (e.OPENAI_API_KEY) return new OpenAiLlm({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL });
  return new OfflineLlm();
}

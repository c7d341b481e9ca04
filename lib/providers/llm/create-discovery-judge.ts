import { env } from "@/lib/env";
import type { DiscoveryJudge } from "./discovery-judge";
import { OpenAiDiscoveryJudge } from "./openai-discovery-judge";

/** OpenAI when OPENAI_API_KEY is set; null offline (discovery then uses its deterministic steps). */
export function createDiscoveryJudge(): DiscoveryJudge | null {
  const e = env();
  return e.OPENAI_API_KEY ? new OpenAiDiscoveryJudge({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }) : null;
}

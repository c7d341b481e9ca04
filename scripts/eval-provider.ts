// Which provider `npm run eval` measures: the offline one by default, OpenAI with `--provider openai`
// (OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL as the app reads them). The hosted one runs at most
// EVAL_CONCURRENCY items at once, each within EVAL_ITEM_TIMEOUT_MS, so a slow API cannot hang the eval.
import { LlmError, type ContextualizeInput, type LlmProvider } from "@/lib/providers/llm/llm-provider";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { OpenAiLlm } from "@/lib/providers/llm/openai-llm";

export const EVAL_CONCURRENCY = 4;
/** One item: up to two model requests (the quote check may ask again), each with the SDK's own timeout and retries. */
export const EVAL_ITEM_TIMEOUT_MS = 150_000;
const REQUEST_TIMEOUT_MS = 60_000;
// As lib/env's default, which reads process.env rather than the env given here.
const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export const OPENAI_SKIPPED = "skipped: OPENAI_API_KEY is not set";

export type EvalProvider = { name: string; llm: LlmProvider };

/** `--provider openai` or `--provider=openai`; "offline" when absent. */
export function providerArg(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--provider") return (argv[i + 1] ?? "").trim().toLowerCase();
    if (argv[i].startsWith("--provider=")) return argv[i].slice("--provider=".length).trim().toLowerCase();
  }
  return "offline";
}

/**
 * The provider the eval runs, or `{ skipped }` (a line to print as it is) when the hosted one has no key.
 * An unknown provider name is an error.
 */
export function evalProviderFromArgs(argv: string[], env: Partial<NodeJS.ProcessEnv>): EvalProvider | { skipped: string } {
  const provider = providerArg(argv);
  if (provider === "offline") return { name: "offline", llm: new OfflineLlm() };
  if (provider === "openai") {
    const apiKey = env.OPENAI_API_KEY?.trim();
    if (!apiKey) return { skipped: OPENAI_SKIPPED };
    const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
    const llm = new OpenAiLlm({ apiKey, baseURL: env.OPENAI_BASE_URL?.trim() || undefined, model, timeoutMs: REQUEST_TIMEOUT_MS, maxRetries: 2 });
    return { name: `openai (${model})`, llm: withEvalLimits(llm) };
  }
  throw new Error(`Unknown provider "${provider}": use --provider offline or --provider openai`);
}

/** Runs tasks with at most `concurrency` in flight; the others wait their turn in order. */
export function evalLimiter(concurrency = EVAL_CONCURRENCY) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot to the next waiter directly, so no newcomer slips in between.
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** Rejects with a retryable LlmError when the work takes longer than `ms`. */
export async function withItemTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LlmError(`No answer within ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`}`, { retryable: true })), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The provider behind a concurrency cap and a per-item timeout (counted from the item's start, not its wait). */
export function withEvalLimits(llm: LlmProvider, options: { concurrency?: number; timeoutMs?: number } = {}): LlmProvider {
  const run = evalLimiter(options.concurrency ?? EVAL_CONCURRENCY);
  const timeoutMs = options.timeoutMs ?? EVAL_ITEM_TIMEOUT_MS;
  return {
    name: llm.name,
    contextualizeEvent: (input: ContextualizeInput) => run(() => withItemTimeout(llm.contextualizeEvent(input), timeoutMs)),
    composeMessage: (input, onDelta) => run(() => withItemTimeout(llm.composeMessage(input, onDelta), timeoutMs)),
  };
}

import { describe, expect, it } from "vitest";
import type { LlmProvider } from "@/lib/providers/llm/llm-provider";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { evalLimiter, evalProviderFromArgs, OPENAI_SKIPPED, providerArg, withEvalLimits } from "./eval-provider";

describe("evalProviderFromArgs", () => {
  it("measures the offline provider by default and the hosted one with --provider openai", () => {
    const offline = evalProviderFromArgs([], {});
    expect("llm" in offline && offline.llm).toBeInstanceOf(OfflineLlm);
    const hosted = evalProviderFromArgs(["--provider", "openai"], { OPENAI_API_KEY: "sk-x", OPENAI_MODEL: "gpt-test" });
    expect(hosted).toMatchObject({ name: "openai (gpt-test)", llm: { name: "openai" } });
    expect(providerArg(["--provider=OpenAI"])).toBe("openai");
  });

  it("skips the hosted provider without a key, and refuses an unknown one", () => {
    expect(evalProviderFromArgs(["--provider", "openai"], { OPENAI_API_KEY: "  " })).toEqual({ skipped: OPENAI_SKIPPED });
    expect(OPENAI_SKIPPED).toBe("skipped: OPENAI_API_KEY is not set");
    expect(() => evalProviderFromArgs(["--provider", "gemini"], {})).toThrow('Unknown provider "gemini"');
  });
});

describe("eval limits", () => {
  it("keeps at most 4 tasks in flight and runs them all", async () => {
    const run = evalLimiter(4);
    let active = 0;
    let peak = 0;
    const task = async (i: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5 + (i % 3)));
      active--;
      return i;
    };
    expect(await Promise.all(Array.from({ length: 13 }, (_, i) => run(() => task(i))))).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(peak).toBe(4);
  });

  it("fails an item that does not answer in time, without holding its slot", async () => {
    const hanging: LlmProvider = { name: "slow", contextualizeEvent: () => new Promise(() => {}), composeMessage: () => new Promise(() => {}) };
    const limited = withEvalLimits(hanging, { concurrency: 1, timeoutMs: 50 });
    const input = { article: { url: "u", title: "t", text: "x" }, account: { name: "A" }, company: { name: "S", solutions: null, solutions_brief: null } };
    const results = await Promise.allSettled([limited.contextualizeEvent(input), limited.contextualizeEvent(input)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe("No answer within 50 ms");
  });
});

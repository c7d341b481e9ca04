import { describe, expect, it } from "vitest";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { articleFetchFailureReason } from "@/lib/pipeline/article-fetch-failure";
import { FetchError } from "@/lib/providers/fetch/fetch-error";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import { demoEvents } from "./demo-events";

const reasonOf = (key: string) => demoEvents.find((e) => e.key === key)?.statusReason;

describe("failed demo events", () => {
  it("carry the reasons event processing writes", () => {
    expect(reasonOf("ferrovia-interview")).toBe("Could not fetch the article: The page answered HTTP 404");
    expect(reasonOf("tessel-growth-round")).toBe("Could not fetch the article: Timed out after 20 s");
  });

  it("give the missing story the reason fetching its seeded URL really produces", async () => {
    const event = demoEvents.find((e) => e.key === "ferrovia-interview")!;
    const failure = await createFetchProvider().fetch(demoArticleUrl(event.slug)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FetchError);
    expect(articleFetchFailureReason(failure as FetchError)).toBe(event.statusReason);
  });
});

import { DEMO_NEWS_HOST } from "@/lib/demo-news/demo-news-host";
import { demoArticleHtml } from "@/lib/demo-news/list-demo-articles";
import { FetchError } from "./fetch-error";
import type { HopResponse } from "./safe-fetch";

export const isDemoNewsUrl = (url: URL) => url.hostname.toLowerCase() === DEMO_NEWS_HOST;

/** The bundled demo news site answers without any network traffic. */
export function answerFromDemoCorpus(url: URL): HopResponse {
  const html = demoArticleHtml(url);
  const body = new TextEncoder().encode(html ?? "<!DOCTYPE html><title>Not found</title><h1>Page not found</h1>");
  const contentType = "text/html; charset=utf-8";
  return {
    status: html ? 200 : 404,
    contentType: "text/html",
    headers: { "content-type": contentType, "content-length": String(body.length) },
    readBody: async (maxBytes) => {
      if (body.length > maxBytes) throw new FetchError("too_large", "The response is too large");
      return body;
    },
  };
}

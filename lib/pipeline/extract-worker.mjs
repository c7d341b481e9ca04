// Runs extractArticle in a worker thread (see extract-in-worker.ts). Plain JavaScript so that it loads the
// same way under Next.js, the queue worker and the tests; the TypeScript source is loaded through tsx.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { extractArticle } = await tsImport("./extract-article.ts", import.meta.url);

parentPort.on("message", ({ id, html, url }) => {
  try {
    parentPort.postMessage({ id, ok: true, article: extractArticle(html, url) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, name: error?.name ?? "Error", message: error?.message ?? String(error) });
  }
});
parentPort.postMessage({ ready: true });

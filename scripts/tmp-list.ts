import { listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { demoEvents } from "@/lib/seed/demo-events";
import { DEMO_CORPUS_TODAY } from "@/lib/providers/news-corpus/demo/demo-news-host";
const seeded = new Set(demoEvents.map((e) => e.slug));
for (const key of ["helio", "cobalt", "nimbus", "larkspur"]) {
  console.log("==", key);
  for (const a of listDemoArticles({ accountKey: key })) console.log(((DEMO_CORPUS_TODAY - Date.parse(a.date)) / 86400000).toFixed(1), a.signalType, seeded.has(a.slug) ? "SEEDED" : "", a.sameStoryAs ? "copy" : "", a.source, "|", a.title);
}
console.log(new Date(DEMO_CORPUS_TODAY).toISOString());

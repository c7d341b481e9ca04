import fs from "node:fs";
import { extractArticle } from "@/lib/pipeline/extract-article";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
const dir = "/work/shared/fixtures/articles";
const accounts: Record<string, string> = { "bbc-1": "BBC", cnn: "CNN", engadget: "Microsoft", "guardian-1": "Department of Conservation", "nytimes-1": "United States", "seattletimes-1": "Whole Foods", theverge: "Apple", "wapo-1": "Bardo" };
for (const name of fs.readdirSync(dir)) {
  if (!fs.existsSync(`${dir}/${name}/source.html`)) continue;
  const a = extractArticle(fs.readFileSync(`${dir}/${name}/source.html`, "utf8"), "https://x.example/a");
  const r = await new OfflineLlm().contextualizeEvent({ article: { ...a }, account: { name: accounts[name] }, company: { name: "Northwind", solutions: "Hub — https://n.example — data integration", solutions_brief: null } });
  console.log(`\n## ${name} [${r.signal_type}] tldr: ${r.tldr}\n  evidence: ${r.signal_evidence}\n  people: ${r.stakeholders.map((s) => `${s.full_name} (${s.title}${s.role_change ? ", " + s.role_change : ""})`).join("; ")}\n  action: ${r.suggested_action}`);
}

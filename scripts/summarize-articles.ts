// Prints what the offline provider writes for a folder of saved pages (one sub-folder per page with
// source.html), and flags any summary or TL;DR sentence the extracted body does not support and any TL;DR
// that repeats the headline. Pair with extract-articles.ts to see the body itself.
//   npx tsx scripts/summarize-articles.ts ../shared/fixtures/articles
import fs from "node:fs";
import nlp from "compromise";
import path from "node:path";
import { extractArticle } from "@/lib/pipeline/extract-article";
import { repeatsHeadline, unsupportedSentences } from "@/lib/providers/llm/grounding";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { demoCompanies } from "@/lib/seed/demo-workspace";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: tsx scripts/summarize-articles.ts <folder of pages>");
  process.exit(2);
}

const seller = demoCompanies[0];
const llm = new OfflineLlm();
let problems = 0;
for (const name of fs.readdirSync(folder).sort()) {
  const source = path.join(folder, name, "source.html");
  if (!fs.existsSync(source)) continue;
  try {
    const article = extractArticle(fs.readFileSync(source, "utf8"), `https://${name}.example/article`);
    // The pages belong to no demo account: the headline's first named subject stands in for it.
    const account = (nlp(article.title).topics().out("array") as string[])[0]?.replace(/['’]s$/, "") || article.title.split(/\s+/).slice(0, 2).join(" ");
    const result = await llm.contextualizeEvent({
      article,
      account: { name: account },
      company: { name: seller.name, solutions: seller.solutions, solutions_brief: seller.solutionsBrief },
    });
    const outside = unsupportedSentences(`${result.event_summary}\n${result.tldr}`, article.text);
    const headline = repeatsHeadline(result.tldr, article.title);
    problems += outside.length + (headline ? 1 : 0);
    console.log(`\n## ${name}`);
    console.log(`title:    ${article.title}`);
    console.log(`tldr:     ${result.tldr}`);
    console.log(`summary:  ${result.event_summary}`);
    console.log(`why:      ${result.why_it_matters}`);
    console.log(`offering: ${result.offerings.map((o) => `${o.name} (${o.fit ?? "-"})`).join(", ")}`);
    console.log(`action:   ${result.suggested_action}`);
    for (const s of outside) console.log(`  NOT IN BODY: ${s}`);
    if (headline) console.log("  TL;DR REPEATS THE HEADLINE");
  } catch (error) {
    problems++;
    console.log(`\n## ${name}: FAILED ${(error as Error).message}`);
  }
}
console.log(problems ? `\n${problems} problem(s)` : "\nevery summary and TL;DR sentence is in the body; no TL;DR repeats its headline");
process.exitCode = problems ? 1 : 0;

import { groupStories } from "@/lib/pipeline/discovery/story-grouping";
import { loadEvalSet } from "./eval/eval-set";
import { accountKeys } from "./eval/eval-stories";

const { items } = loadEvalSet(process.env.EVAL_TEXT_DIR!);
const dev = items.filter((i) => i.part === "development" && i.article && !i.text_id);
const input = process.argv[2] === "body" ? "body" : "snippet";
const arts = dev.map((i) => ({ id: i.id, title: i.article!.title, snippet: i.article!.snippet, text: input === "body" ? i.article!.text : undefined, account: i.account, aliases: i.account_aliases, publishedAt: i.article!.published_at ?? i.published_at, story: i.story_id ?? i.id, src: i.id.split(":")[0] }));
const key = accountKeys(arts);
const byAcc = new Map<string, typeof arts>();
for (const a of arts) byAcc.set(key.get(a.id)!, [...(byAcc.get(key.get(a.id)!) ?? []), a]);
for (const run of byAcc.values()) {
  const r = groupStories(run, { ignore: [run[0].account, ...(run[0].aliases ?? [])] });
  const byId = new Map(run.map((a) => [a.id, a]));
  for (const l of r.links) {
    const a = byId.get(l.id)!, b = byId.get(l.matched)!;
    if (a.story !== b.story) console.log(`${a.src} sim=${l.similarity} cos=${l.cosine} figs=${l.sharedFigures} names=${l.sharedNames} terms=${l.sharedTerms}\n   A: ${a.title} | ${a.publishedAt}\n   B: ${b.title} | ${b.publishedAt}`);
  }
}

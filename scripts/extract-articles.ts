// Prints what the article extractor finds in a folder of saved pages: one sub-folder per page with
// source.html (and, when present, expected-metadata.json to compare titles and excerpts).
//   npx tsx scripts/extract-articles.ts ../shared/fixtures/articles
import fs from "node:fs";
import path from "node:path";
import { extractArticle } from "@/lib/pipeline/extract-article";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: tsx scripts/extract-articles.ts <folder of pages>");
  process.exit(2);
}

let mismatches = 0;
for (const name of fs.readdirSync(folder).sort()) {
  const dir = path.join(folder, name);
  const source = path.join(dir, "source.html");
  if (!fs.existsSync(source)) continue;
  const html = fs.readFileSync(source, "utf8");
  const started = performance.now();
  try {
    const article = extractArticle(html, `https://${name}.example/article`);
    const ms = Math.round(performance.now() - started);
    console.log(`\n## ${name} (${ms} ms)`);
    console.log(`title:       ${article.title}`);
    console.log(`publication: ${article.publication}`);
    console.log(`date:        ${article.date ?? "-"}  (${article.publishedAt ?? "-"})`);
    console.log(`byline:      ${article.byline ?? "-"}`);
    console.log(`excerpt:     ${article.excerpt ?? "-"}`);
    console.log(`text:        ${article.text.length} chars, ${article.text.split("\n\n").length} paragraphs: ${article.text.slice(0, 160)}…`);
    const expectedFile = path.join(dir, "expected-metadata.json");
    if (fs.existsSync(expectedFile)) {
      const expected = JSON.parse(fs.readFileSync(expectedFile, "utf8")) as { title?: string; excerpt?: string };
      for (const key of ["title", "excerpt"] as const) {
        if (expected[key] && expected[key] !== article[key]) {
          mismatches++;
          console.log(`  MISMATCH ${key}: expected ${JSON.stringify(expected[key])}`);
        }
      }
    }
  } catch (error) {
    mismatches++;
    console.log(`\n## ${name}: FAILED ${(error as Error).message}`);
  }
}
console.log(mismatches ? `\n${mismatches} mismatch(es)` : "\nall titles and excerpts match");
process.exitCode = mismatches ? 1 : 0;

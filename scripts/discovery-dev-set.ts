// Prints the precision and recall of discovery's steps on the labelled development set.
import { devSetMetrics } from "@/lib/pipeline/discovery/__fixtures__/dev-set-metrics";

const m = devSetMetrics();
const f = (x: number) => x.toFixed(2);
console.log(`labelled articles: ${m.articles}`);
console.log(`passing mention (vs about): precision ${f(m.passingMention.precision)} recall ${f(m.passingMention.recall)} (n=${m.passingMention.n})`);
console.log(`namesake (vs right company): precision ${f(m.namesake.precision)} recall ${f(m.namesake.recall)} (n=${m.namesake.n})`);
console.log(`signal type: accuracy ${f(m.signalAccuracy)}`);
for (const line of m.misclassified) console.log(`  ${line}`);
console.log(`same-story pairs: precision ${f(m.sameStory.precision)} recall ${f(m.sameStory.recall)} (n=${m.sameStory.n} pairs)`);

// Pages generated for the page-limit tests in the shape of real long pages (no real page is copied):
// a news story whose page is mostly related-story cards, and a very long encyclopedia article.

const WORDS = (
  "the company said on monday that its new plant would open next year after regulators approved the plan " +
  "analysts expect revenue to grow as demand for freight rail and regional logistics rises across europe " +
  "officials in the city welcomed the investment which includes training for local workers and suppliers"
).split(" ");

/** Deterministic sentences: the same page every run. */
function prose(seed: number, words: number): string {
  let x = seed * 2654435761;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(WORDS[x % WORDS.length]);
  }
  const text = out.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

const STORY_PARAGRAPHS = Array.from({ length: 14 }, (_, i) => `Ferrovia Logistics ${prose(i + 1, 45)}`);

const card = (i: number) =>
  `<article class="card card--teaser" data-id="${i}"><a class="card__link" href="/business/2026/11/${i}/story-${i}/">` +
  `<picture><source srcset="/img/${i}-480.webp 480w, /img/${i}-960.webp 960w" type="image/webp"><img src="/img/${i}.jpg" alt="" loading="lazy" width="480" height="270"></picture>` +
  `<span class="card__kicker">Business</span><h3 class="card__title">${prose(i + 100, 10)}</h3></a>` +
  `<p class="card__teaser">${prose(i + 200, 18)}</p><div class="card__meta"><time datetime="2026-11-20">Nov 20</time><span class="card__comments">12</span></div></article>`;

/** How many teaser cards fill about `bytes` of markup. */
const cardsFor = (bytes: number) => Math.ceil(bytes / card(1000).length);

/** A 4.7 MB news page: a 14-paragraph story, and rails, "more stories", trending and recommendation blocks of teaser cards. */
export function relatedCardsNewsPage(): string {
  const perBlock = cardsFor(4_700_000 / 5);
  const block = (attrs: string, heading: string, from: number) =>
    `<section ${attrs}><h2>${heading}</h2><div class="grid">${Array.from({ length: perBlock }, (_, i) => card(from + i)).join("")}</div></section>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ferrovia Logistics to buy Nordfrakt | The Daily Ledger</title>
<meta property="og:site_name" content="The Daily Ledger"><meta property="og:title" content="Ferrovia Logistics to buy Nordfrakt">
<meta property="article:published_time" content="2026-11-20T08:00:00Z"><script>window.__STATE__={"a":"<div>"}</script>
<style>.card{display:block}</style></head><body>
<header class="site-header"><nav class="mega-menu">${Array.from({ length: 300 }, (_, i) => `<a href="/s/${i}">Section ${i}</a>`).join("")}</nav></header>
<main><article class="story"><h1>Ferrovia Logistics to buy Nordfrakt</h1><div class="byline">By Ana Ruiz</div>
<div class="story-body">${STORY_PARAGRAPHS.map((p) => `<p>${p}</p>`).join("\n")}</div>
<div class="share-tools" aria-label="Share this story"><a href="#">Share</a></div></article>
${block('class="related-stories" aria-label="Related"', "Related", 0)}
${block('data-component="more-stories"', "More stories", 10_000)}
<aside class="rail">${Array.from({ length: perBlock }, (_, i) => card(20_000 + i)).join("")}</aside>
${block('class="trending-now"', "Trending", 30_000)}
${block('id="recommended-for-you"', "Recommended for you", 40_000)}
</main><footer class="site-footer"><nav>${Array.from({ length: 200 }, (_, i) => `<a href="/f/${i}">Link ${i}</a>`).join("")}</nav></footer></body></html>`;
}

export const relatedCardsStory = STORY_PARAGRAPHS;

/** A very long encyclopedia article: thousands of linked paragraphs with citation marks, an infobox, contents, references and navigation boxes. */
export function encyclopediaPage(paragraphs = 2400): string {
  const cite = (n: number) => `<sup id="cite_ref-${n}" class="reference"><a href="#cite_note-${n}"><span class="cite-bracket">[</span>${n}<span class="cite-bracket">]</span></a></sup>`;
  const paragraph = (i: number) => {
    const words = prose(i + 7, 40).split(" ");
    const linked = words.map((w, j) => (j % 9 === 4 ? `<a href="/wiki/${w}_${i}" title="${w}">${w}</a>` : w)).join(" ");
    return `<p>${linked}${cite(2 * i)}${cite(2 * i + 1)}</p>`;
  };
  const sections: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    if (i % 12 === 0) {
      sections.push(`<h2><span class="mw-headline" id="S${i}">Section ${i / 12}</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/edit?s=${i}">edit</a><span class="mw-editsection-bracket">]</span></span></h2>`);
    }
    sections.push(paragraph(i));
  }
  const references = Array.from(
    { length: paragraphs * 2 },
    (_, n) => `<li id="cite_note-${n}"><span class="mw-cite-backlink"><a href="#cite_ref-${n}">^</a></span> <span class="reference-text"><cite class="citation web"><a class="external text" href="https://example.org/${n}">Source ${n}</a>. <i>Journal</i>. Retrieved 2026.</cite></span></li>`,
  ).join("");
  const navbox = (k: number) =>
    `<div role="navigation" class="navbox" aria-labelledby="nb${k}"><table class="nowraplinks"><tbody>${Array.from({ length: 40 }, (_, r) => `<tr><th>Group ${r}</th><td>${Array.from({ length: 8 }, (_, c) => `<a href="/wiki/N${k}_${r}_${c}">Item</a>`).join(" · ")}</td></tr>`).join("")}</tbody></table></div>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Rail transport in Europe - Encyclopedia</title></head><body class="mediawiki skin-vector">
<div id="mw-navigation"><nav id="p-navigation">${Array.from({ length: 60 }, (_, i) => `<li><a href="/p/${i}">Portal ${i}</a></li>`).join("")}</nav></div>
<div id="content" class="mw-body" role="main"><h1 id="firstHeading">Rail transport in Europe</h1>
<div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
<table class="infobox"><tbody>${Array.from({ length: 30 }, (_, i) => `<tr><th>Fact ${i}</th><td>${prose(i + 900, 6)}</td></tr>`).join("")}</tbody></table>
<div id="toc" class="toc" role="navigation"><ul>${Array.from({ length: Math.ceil(paragraphs / 12) }, (_, i) => `<li><a href="#S${i * 12}"><span class="tocnumber">${i + 1}</span> <span class="toctext">Section ${i}</span></a></li>`).join("")}</ul></div>
${sections.join("\n")}
<h2>References</h2><div class="reflist"><ol class="references">${references}</ol></div>
${navbox(1)}${navbox(2)}${navbox(3)}
</div></div></div>
<footer id="footer">${Array.from({ length: 40 }, (_, i) => `<li><a href="/f/${i}">Footer ${i}</a></li>`).join("")}</footer></body></html>`;
}

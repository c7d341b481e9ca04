import { describe, expect, it } from "vitest";
import { encyclopediaPage, relatedCardsNewsPage, relatedCardsStory } from "./__fixtures__/long-pages";
import { extractArticle } from "./extract-article";
import { ExtractionError } from "./extraction-error";
import { checkPageLimits } from "./page-limits";

describe("checkPageLimits", () => {
  it("refuses markup nested past the depth limit, however little text it holds", () => {
    expect(() => checkPageLimits(`${"<div>".repeat(2000)}x${"</div>".repeat(2000)}`)).toThrow(
      new ExtractionError("The page's markup is nested more than 300 levels deep"),
    );
  });

  it("does not count elements whose end tag is optional, or closed ones, as nesting", () => {
    const list = `<ul>${"<li>item".repeat(500)}</ul>${"<p>para".repeat(500)}${"<div><span>a</span></div>".repeat(500)}`;
    expect(() => checkPageLimits(`<html><body>${list}</body></html>`)).not.toThrow();
  });

  it("refuses too many elements and too much markup", () => {
    expect(() => checkPageLimits("<span>a</span>".repeat(16_000))).toThrow("The page has more than 15,000 elements");
    expect(() => checkPageLimits(`<p>${"word ".repeat(300_000)}</p>`)).toThrow("The page is too large to read (1.5 million characters of markup)");
  });

  it("drops scripts, styles and comments but keeps JSON-LD", () => {
    const html = `<head><script>var a = "<div><div>";</script><style>p{}</style><script type="application/ld+json">{"a":1}</script></head><!-- <div> --><p>Text</p>`;
    expect(checkPageLimits(html)).toBe(`<head><script type="application/ld+json">{"a":1}</script></head><p>Text</p>`);
  });
});

describe("checkPageLimits on long real-shaped pages", () => {
  it("reads a 4.7 MB news page that is mostly related-story cards from its story alone", { timeout: 30_000 }, () => {
    const page = relatedCardsNewsPage();
    expect(page.length).toBeGreaterThan(4_700_000);
    const kept = checkPageLimits(page);
    expect(kept.length).toBeLessThan(20_000);
    expect(kept).not.toContain("card__teaser");
    expect(kept).not.toContain("mega-menu");
    const article = extractArticle(page, "https://www.dailyledger.example/business/ferrovia-nordfrakt");
    expect(article.title).toBe("Ferrovia Logistics to buy Nordfrakt");
    expect(article.text.split("\n\n")).toEqual(relatedCardsStory);
  });

  it("keeps every paragraph of a very long encyclopedia article and drops its references, contents and navigation boxes", { timeout: 30_000 }, () => {
    const page = encyclopediaPage(3000);
    const kept = checkPageLimits(page);
    expect(kept).toContain('<span class="mw-headline" id="S2988">');
    expect((kept.match(/<p>/g) ?? []).length).toBe(3000);
    expect(kept).not.toContain("cite_note-");
    expect(kept).not.toContain("navbox");
    expect(kept).not.toContain('class="toc"');
  });

  it("extracts a long encyclopedia article with over a thousand paragraphs", { timeout: 60_000 }, () => {
    const article = extractArticle(encyclopediaPage(1200), "https://encyclopedia.example/wiki/Rail_transport_in_Europe");
    const paragraphs = article.text.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(1200);
    expect(article.text).not.toMatch(/\[\d+\]/); // citation marks are set aside with the references
  });

  it("keeps a story whose wrapper happens to carry a side-block name, and drops teaser cards with long teasers", () => {
    const story = Array.from({ length: 4 }, (_, i) => `<p>${`Paragraph ${i} of the story, which is long enough to be a real paragraph of news text. `.repeat(2)}</p>`).join("\n");
    const teasers = Array.from({ length: 30 }, (_, i) => `<div class="card"><h3><a href="/s${i}">Other story ${i}</a></h3><p>${"A teaser that runs long enough to look like a paragraph of another story. ".repeat(2)}</p></div>`).join("");
    const kept = checkPageLimits(`<body><div class="story-body related-links-enabled">${story}</div><div class="related-stories">${teasers}</div></body>`);
    expect(kept).toContain("Paragraph 3 of the story");
    expect(kept).not.toContain("Other story");
  });

  it("drops hidden elements, SVG, noscript and site chrome, keeps the header inside the article", () => {
    const html = `<body><header class="masthead"><a href="/">Site</a></header><article><header><div class="byline">By Ana Ruiz</div></header><p>Text</p><svg><g><path d="M0"/></g></svg><noscript><img src="/px.gif"></noscript><div hidden>secret</div><div aria-hidden="true">icon</div></article><footer>Footer</footer></body>`;
    expect(checkPageLimits(html)).toBe(`<body><article><header><div class="byline">By Ana Ruiz</div></header><p>Text</p></article></body>`);
  });
});

describe("checkPageLimits on hostile pages", () => {
  it("refuses millions of tiny elements in the article itself", () => {
    expect(() => checkPageLimits(`<article><p>${"<span>a</span>".repeat(50_000)}</p></article>`)).toThrow("The page has more than 40,000 elements inside its paragraphs");
    expect(() => checkPageLimits(`<article>${"<div>a</div>".repeat(20_000)}</article>`)).toThrow("The page has more than 15,000 elements");
  });

  it("refuses a huge single text node and an attribute flood", () => {
    expect(() => checkPageLimits(`<article><h1>T</h1><p>${"x".repeat(200_000)}</p></article>`)).toThrow("The page is too large to read (0.2 million characters of markup)");
    const flood = Array.from({ length: 5000 }, (_, i) => `data-a${i}="1"`).join(" ");
    expect(() => checkPageLimits(`<article><div ${flood}>x</div></article>`)).toThrow("An element of the page has more than 200 attributes");
  });

  it("counts nesting the way the parser builds it: a slash does not close a div", () => {
    expect(() => checkPageLimits(`<body>${"<div/>".repeat(2000)}<p>x</p></body>`)).toThrow("The page's markup is nested more than 300 levels deep");
  });

  it("never lets markup hidden in a side block reach the parser, and refuses it when the block holds the story", () => {
    const bomb = `${"<div>".repeat(5000)}x${"</div>".repeat(5000)}`;
    expect(checkPageLimits(`<body><aside>${bomb}</aside><article><p>Story</p></article></body>`)).toBe("<body><article><p>Story</p></article></body>");
    expect(() => checkPageLimits(`<body><aside><h1>Headline</h1>${bomb}</aside></body>`)).toThrow("The page's markup is nested more than 300 levels deep");
  });

  it("scans hostile markup in linear time", { timeout: 30_000 }, () => {
    const started = performance.now();
    for (const page of ["<a".repeat(200_000), '<a b="'.repeat(50_000), "<!--".repeat(200_000), "</a".repeat(200_000), "<script>".repeat(200_000), "<aside>".repeat(200_000)]) {
      try {
        checkPageLimits(page);
      } catch (error) {
        expect(error).toBeInstanceOf(ExtractionError);
      }
    }
    // The regular expression this scan replaced needed 20 s for 4,000 characters of "<a<a<a…".
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

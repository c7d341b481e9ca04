export const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** Lower-case words of an element's class, id and test/component names: "newsletter-inline__form" → newsletter, inline, form. */
export function classWords(el: Element): string[] {
  const names = ["class", "id", "data-testid", "data-component"].map((a) => el.getAttribute(a) ?? "").join(" ");
  return names.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

const COMMENT_WORDS = new Set(["comment", "comments", "disqus"]);
const OUTSIDE_ROLES = new Set(["navigation", "contentinfo", "complementary", "banner"]);

/** Inside site chrome (navigation, footer, side rail, site header) or the comments, where no article fact lives. */
export function isOutsideArticle(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === "nav" || tag === "footer" || tag === "aside") return true;
    if (tag === "header" && !node.parentElement?.closest("article, main")) return true;
    if (OUTSIDE_ROLES.has(node.getAttribute("role") ?? "")) return true;
    if (classWords(node).some((w) => COMMENT_WORDS.has(w))) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

function decodeEntities(value: string) {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m);
}

/** The http(s) links of a message, in order of appearance, without duplicates. */
export function extractLinks(html: string, text?: string | null): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? ""));
  }
  if (text) for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(match[0]);
  return [...new Set(found.filter((link) => /^https?:\/\//i.test(link)))];
}

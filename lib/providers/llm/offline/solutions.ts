export type Solution = { name: string; link: string; description: string };

const URL_PATTERN = /https?:\/\/[^\s)>\]]+/i;
const SEPARATORS = /\s+[—–|]\s+|\s+-\s+|:\s+/;

/**
 * Parses a company's solutions text: one solution per line, written "Name — link — description"
 * (em/en dash, hyphen, pipe or colon as separators; the link may be missing).
 */
export function parseSolutions(text: string): Solution[] {
  const solutions: Solution[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, "").trim();
    if (!line) continue;
    const link = URL_PATTERN.exec(line)?.[0].replace(/[.,;]+$/, "") ?? "";
    const withoutLink = link ? line.replace(link, " \u0000 ") : line;
    const parts = withoutLink
      .split(/\u0000/)
      .flatMap((chunk) => chunk.split(SEPARATORS))
      .map((p) => p.trim().replace(/^[—–|:-]+|[—–|:-]+$/g, "").trim())
      .filter(Boolean);
    if (parts.length === 0) continue;
    const [name, ...rest] = parts;
    solutions.push({ name, link, description: rest.join(" — ").replace(/\.$/, "") || name });
  }
  return solutions;
}

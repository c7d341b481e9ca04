/**
 * What the rows of a server-rendered list cost in a page's HTML: the markup of its <tbody> rows (or,
 * for a list of cards, the items of the list named `listLabel`) plus the span of the page's data
 * (React's flight payload) that carries them, found as the stretch from the first to the last row id
 * outside the markup (scaled from n - 1 to n rows); a row without an id in its markup leaves the data
 * out (dataCounted false). The page's shell, scripts and styles are left out,
 * so the figure does not depend on how many rows the list has.
 */
export function htmlRowBytes(html: string, listLabel?: string): { rows: number; bytesPerRow: number; dataCounted: boolean } {
  const { rows: rowsHtml, blocks } = listLabel ? listItems(html, listLabel) : tableRows(html);
  const n = rowsHtml.length;
  if (n === 0) return { rows: 0, bytesPerRow: 0, dataCounted: false };
  const markup = rowsHtml.reduce((sum, row) => sum + Buffer.byteLength(row), 0);
  const ids = rowsHtml.map((row) => row.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0]).filter(Boolean) as string[];
  // The payload: everything outside the rows' markup.
  const outside = blocks.reduce((rest, block) => rest.replace(block, ""), html);
  let payload = 0;
  if (ids.length === n && n > 1) {
    const first = outside.indexOf(ids[0]);
    const last = outside.indexOf(ids[n - 1], first + 1);
    if (first >= 0 && last > first) payload = (Buffer.byteLength(outside.slice(first, last)) * n) / (n - 1);
  }
  // dataCounted: every row had an id and the page's data was found (else the figure is the markup alone).
  return { rows: n, bytesPerRow: Math.round((markup + payload) / n), dataCounted: payload > 0 };
}

function tableRows(html: string) {
  const rowsHtml: string[] = [];
  const bodies = [...html.matchAll(/<tbody[^>]*>([\s\S]*?)<\/tbody>/g)];
  for (const body of bodies) {
    const rows = body[1].match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? [];
    for (const row of rows) {
      if (/<td[^>]*colspan/i.test(row) && rows.length === 1) continue; // an empty-state row
      rowsHtml.push(row);
    }
  }
  return { rows: rowsHtml, blocks: bodies.map((body) => body[0]) };
}

/** The top-level <li> items of the first <ol>/<ul> with this aria-label (nested lists stay inside their item). */
function listItems(html: string, label: string) {
  const open = new RegExp(`<(ol|ul)\\b[^>]*\\baria-label="${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(html);
  if (!open) return { rows: [], blocks: [] };
  const items: string[] = [];
  const tags = /<(\/?)(ol|ul|li)\b[^>]*>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1; // lists and items open inside the named list
  let itemStart = -1;
  let end = html.length;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const closing = tag[1] === "/";
    if (!closing) {
      if (depth === 1 && tag[2] === "li") itemStart = tag.index;
      depth++;
      continue;
    }
    depth--;
    if (depth === 1 && tag[2] === "li" && itemStart >= 0) {
      items.push(html.slice(itemStart, tag.index + tag[0].length));
      itemStart = -1;
    }
    if (depth === 0) {
      end = tag.index + tag[0].length;
      break;
    }
  }
  return { rows: items, blocks: [html.slice(open.index, end)] };
}

/**
 * What the rows of a server-rendered list cost in a page's HTML: the markup of its <tbody> rows plus
 * the span of the page's data (React's flight payload) that carries them, found as the stretch from
 * the first to the last row id outside the markup (scaled from n - 1 to n rows). The page's shell,
 * scripts and styles are left out, so the figure does not depend on how many rows the list has.
 */
export function htmlRowBytes(html: string): { rows: number; bytesPerRow: number } {
  const rowsHtml: string[] = [];
  const bodies = [...html.matchAll(/<tbody[^>]*>([\s\S]*?)<\/tbody>/g)];
  let markup = 0;
  for (const body of bodies) {
    const rows = body[1].match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? [];
    for (const row of rows) {
      if (/<td[^>]*colspan/i.test(row) && rows.length === 1) continue; // an empty-state row
      rowsHtml.push(row);
      markup += Buffer.byteLength(row);
    }
  }
  const n = rowsHtml.length;
  if (n === 0) return { rows: 0, bytesPerRow: 0 };
  const ids = rowsHtml.map((row) => row.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0]).filter(Boolean) as string[];
  // The payload: everything outside the tbody markup.
  const outside = bodies.reduce((rest, body) => rest.replace(body[0], ""), html);
  let payload = 0;
  if (ids.length === n && n > 1) {
    const first = outside.indexOf(ids[0]);
    const last = outside.lastIndexOf(ids[n - 1]);
    if (first >= 0 && last > first) payload = (Buffer.byteLength(outside.slice(first, last)) * n) / (n - 1);
  }
  return { rows: n, bytesPerRow: Math.round((markup + payload) / n) };
}

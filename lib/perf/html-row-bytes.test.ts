import { describe, expect, it } from "vitest";
import { htmlRowBytes } from "./html-row-bytes";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const page = (rows: number, rowHtml: (n: number) => string, data: (n: number) => string) =>
  `<html><body>${"x".repeat(50_000)}<table><thead><tr><th>A</th></tr></thead><tbody>${Array.from({ length: rows }, (_, i) => rowHtml(i)).join("")}</tbody></table>` +
  `<script>self.__next_f.push([1,"[${Array.from({ length: rows }, (_, i) => data(i)).join(",")}]"])</script>${"y".repeat(20_000)}</body></html>`;

describe("htmlRowBytes", () => {
  it("counts a row's markup and its data in the payload, not the page's shell", () => {
    const rowHtml = (n: number) => `<tr data-id="${id(n)}"><td>${"r".repeat(400 - 60)}</td></tr>`;
    const data = (n: number) => `{\\"id\\":\\"${id(n)}\\",\\"t\\":\\"${"d".repeat(300)}\\"}`;
    const small = htmlRowBytes(page(10, rowHtml, data));
    const large = htmlRowBytes(page(100, rowHtml, data));
    expect(small.rows).toBe(10);
    expect(large.rows).toBe(100);
    expect(large.dataCounted).toBe(true);
    // The same rows cost the same whatever the shell and however many there are.
    expect(Math.abs(small.bytesPerRow - large.bytesPerRow)).toBeLessThan(5);
    const markup = rowHtml(1).length;
    const payload = data(1).length + 1;
    expect(large.bytesPerRow).toBeGreaterThanOrEqual(markup + payload - 5);
    expect(large.bytesPerRow).toBeLessThanOrEqual(markup + payload + 5);
  });

  it("ignores an empty-state row", () => {
    expect(htmlRowBytes(`<table><tbody><tr><td colspan="7">No events found.</td></tr></tbody></table>`)).toEqual({ rows: 0, bytesPerRow: 0, dataCounted: false });
  });
});

describe("htmlRowBytes of a list of cards", () => {
  const card = (n: number) => `<li><article data-id="${id(n)}"><h2>Card ${n}</h2><ul aria-label="Stakeholders"><li>a</li><li>b</li></ul></article></li>`;
  const html = (rows: number) =>
    `<main><ul aria-label="Filters"><li>x</li></ul><ol aria-label="Activity">${Array.from({ length: rows }, (_, i) => card(i)).join("")}</ol><li>outside</li></main>` +
    `<script>self.__next_f.push([1,"[${Array.from({ length: rows }, (_, i) => `\\"${id(i)}\\"`).join(",")}]"])</script>`;

  it("counts each top-level item of the named list with its nested lists, and its data", () => {
    const { rows, bytesPerRow } = htmlRowBytes(html(20), "Activity");
    expect(rows).toBe(20);
    const payload = `\\"${id(1)}\\",`.length;
    expect(bytesPerRow).toBeGreaterThanOrEqual(card(10).length + payload - 2);
    expect(bytesPerRow).toBeLessThanOrEqual(card(10).length + payload + 2);
  });

  it("finds no rows when the named list is missing", () => {
    expect(htmlRowBytes(html(3), "People")).toEqual({ rows: 0, bytesPerRow: 0, dataCounted: false });
  });
});

it("says when rows carry no id, so their data could not be counted", () => {
  const html = `<table><tbody><tr><td>a</td></tr><tr><td>b</td></tr></tbody></table><script>["a","b"]</script>`;
  expect(htmlRowBytes(html)).toMatchObject({ rows: 2, dataCounted: false });
});

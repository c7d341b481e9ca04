import { describe, expect, it } from "vitest";
import { runSvgSanitizer } from "./sanitize-svg";
import { ImageValidationError, MAX_IMAGE_BYTES, MAX_SVG_BYTES, validateImageUpload } from "./validate-image";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const webp = new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8 ");
const ico = Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]);
const text = (s: string) => new TextEncoder().encode(s);
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe("validateImageUpload", () => {
  it.each([
    [png, "logo.png", "image/png", "png"],
    [jpeg, "logo.jpeg", "image/jpeg", "jpg"],
    [gif, "logo.gif", "image/gif", "gif"],
    [webp, "logo.webp", "image/webp", "webp"],
    [ico, "favicon.ico", "image/x-icon", "ico"],
  ])("identifies %# by its bytes", async (bytes, name, contentType, extension) => {
    expect(await validateImageUpload(bytes, name)).toEqual({ contentType, extension, bytes });
  });

  it("trusts the bytes, not the file name", async () => {
    expect((await validateImageUpload(png, "totally-a.gif")).extension).toBe("png");
    await expect(validateImageUpload(text("<html><script>alert(1)</script></html>"), "logo.png")).rejects.toThrow(
      "logo.png is not a supported image (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG).",
    );
    await expect(validateImageUpload(text("%PDF-1.7 ..."), "logo.png")).rejects.toThrow(ImageValidationError);
  });

  it("refuses files over 2 MB and empty files", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(png);
    await expect(validateImageUpload(big, "huge.png")).rejects.toThrow("huge.png is larger than 2 MB. Choose a smaller image.");
    await expect(validateImageUpload(new Uint8Array(0), "empty.png")).rejects.toThrow("empty.png is empty.");
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(png);
    expect((await validateImageUpload(atLimit, "ok.png")).contentType).toBe("image/png");
  });

  it("sanitises SVG: scripts, event handlers, external references and foreign content removed", async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
  <script>alert(2)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#09f"/></linearGradient></defs>
  <a href="javascript:alert(3)"><rect width="24" height="24" fill="url(#g)" onclick="steal()"/></a>
  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
  <rect width="2" height="2" style="fill:url(https://tracker.example/x)"/>
  <style>@import url(https://tracker.example/x.css);</style>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <circle cx="12" cy="12" r="5" fill="#f90"/>
</svg>`;
    const result = await validateImageUpload(text(svg), "logo.svg");
    expect(result.contentType).toBe("image/svg+xml");
    expect(result.extension).toBe("svg");
    const clean = decode(result.bytes);
    for (const bad of ["<script", "onload", "onclick", "javascript:", "tracker.example", "@import", "foreignObject", "iframe", "evil.example"]) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain("<circle");
    expect(clean).toMatch(/<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("adds the SVG namespace when missing so the stored file renders", async () => {
    const clean = decode((await validateImageUpload(text('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'), "a.svg")).bytes);
    expect(clean).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("sanitises a crafted SVG in linear time and never blocks the event loop", async () => {
    // Quadratic for the old regular-expression sanitiser: 7 s at 512 KB.
    const crafted = text(`<svg xmlns="http://www.w3.org/2000/svg"><!--${"<?xml ".repeat(40_000)}--></svg>`);
    expect(crafted.length).toBeLessThan(MAX_SVG_BYTES);
    let last = performance.now();
    let longestStall = 0;
    const ticker = setInterval(() => {
      longestStall = Math.max(longestStall, performance.now() - last);
      last = performance.now();
    }, 10);
    const clean = decode((await validateImageUpload(crafted, "crafted.svg")).bytes);
    clearInterval(ticker);
    expect(clean).toContain("<svg");
    // Other requests kept being served while the worker parsed.
    expect(longestStall).toBeLessThan(1_000);
  });

  it("refuses SVGs over 256 KB with the reason", async () => {
    const big = text(`<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(MAX_SVG_BYTES)}</svg>`);
    await expect(validateImageUpload(big, "big.svg")).rejects.toThrow("big.svg is an SVG larger than 256 KB. Choose a smaller or simpler image.");
  });

  it("stops a sanitiser that runs past its time limit", async () => {
    const outcome = await runSvgSanitizer(`<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(20_000)}${"</g>".repeat(20_000)}</svg>`, 1);
    expect(outcome).toEqual({ error: "timeout" });
  });

  it("refuses an SVG it cannot parse", async () => {
    await expect(validateImageUpload(text("<svg xmlns='http://www.w3.org/2000/svg'><g></svg"), "broken.svg")).rejects.toThrow(
      "broken.svg is not a readable SVG image.",
    );
  });
});

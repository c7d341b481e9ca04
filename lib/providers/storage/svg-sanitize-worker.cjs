/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS file Node starts as a worker thread */
// Sanitises SVGs off the request's event loop (spawned by sanitize-svg.ts with a time limit).
// Plain CommonJS so Node can start it from disk without the app's bundler.
// Every step is linear in the input: the XML parser (saxes), DOMPurify's SVG profile and indexOf scans;
// no regular expression here runs over the whole document with backtracking.
const { parentPort } = require("node:worker_threads");
const { JSDOM } = require("jsdom");
const createDOMPurify = require("dompurify");

const FORBID_TAGS = ["style", "foreignObject", "script", "iframe", "object", "embed"];
const LINKING = new Set(["href", "xlink:href", "src"]);

const SVG_NS = "http://www.w3.org/2000/svg";

function parse(text) {
  try {
    return new JSDOM(text, { contentType: "image/svg+xml" });
  } catch {
    return null;
  }
}

function sanitize(text) {
  let dom = parse(text);
  if (!dom || dom.window.document.documentElement?.localName !== "svg") return { error: "unreadable" };
  if (dom.window.document.documentElement.namespaceURI !== SVG_NS) {
    // Browsers render <svg> without xmlns inline; as a file it needs the namespace, so it is added.
    const at = text.indexOf("<svg");
    dom.window.close();
    dom = at === -1 ? null : parse(`${text.slice(0, at)}<svg xmlns="${SVG_NS}"${text.slice(at + 4)}`);
    if (!dom || dom.window.document.documentElement?.namespaceURI !== SVG_NS) return { error: "unreadable" };
  }
  const { window } = dom;
  const root = window.document.documentElement;
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (LINKING.has(name) && !value.trim().startsWith("#")) data.keepAttr = false;
    const lower = value.toLowerCase();
    let at = lower.indexOf("url(");
    while (at !== -1) {
      const rest = lower.slice(at + 4).trimStart().replace(/^['"]/, "");
      if (!rest.startsWith("#")) {
        data.keepAttr = false;
        break;
      }
      at = lower.indexOf("url(", at + 4);
    }
  });
  // Sanitised in place on the parsed tree, then serialised from it: the XML declaration, doctype and
  // processing instructions never reach the output.
  purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS, IN_PLACE: true });
  const clean = root.outerHTML.trim();
  window.close();
  if (!clean.startsWith("<svg")) return { error: "unreadable" };
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${clean}` };
}

// One long-lived worker serves requests one at a time (loading jsdom per file would cost a second each).
if (parentPort) {
  parentPort.on("message", ({ id, text }) => {
    let outcome;
    try {
      outcome = sanitize(text);
    } catch (error) {
      outcome = { error: "failed", detail: String(error && error.message) };
    }
    parentPort.postMessage({ id, outcome });
  });
  parentPort.postMessage({ ready: true });
}

module.exports = { sanitize };

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";
import { storedFileResponse } from "./stored-file-response";

let root: string;
let storage: LocalStorage;
const bytes = (s: string) => new TextEncoder().encode(s);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-storage-"));
  storage = new LocalStorage({ rootDir: root });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("LocalStorage", () => {
  it("stores, reads back with its content type, replaces on upsert and removes", async () => {
    await storage.put("assets", "accounts/logos/a1.png", bytes("one"), { contentType: "image/png", cacheControl: 3600, upsert: true });
    expect(fs.existsSync(path.join(root, "assets", "accounts", "logos", "a1.png"))).toBe(true);
    const first = await storage.get("assets", "accounts/logos/a1.png");
    expect(first && new TextDecoder().decode(first.bytes)).toBe("one");
    expect(first?.contentType).toBe("image/png");
    await storage.put("assets", "accounts/logos/a1.png", bytes("two"), { contentType: "image/png", upsert: true });
    expect(new TextDecoder().decode((await storage.get("assets", "accounts/logos/a1.png"))!.bytes)).toBe("two");
    await storage.remove("assets", "accounts/logos/a1.png");
    expect(await storage.get("assets", "accounts/logos/a1.png")).toBeNull();
  });

  it("does not overwrite without upsert", async () => {
    await storage.put("logs", "discoveries/d1.json", bytes("{}"), { contentType: "application/json" });
    await expect(storage.put("logs", "discoveries/d1.json", bytes("{}"), { contentType: "application/json" })).rejects.toThrow("already exists");
  });

  it.each(["../escape.png", "accounts/../../x", "/etc/passwd", "a//b.png", "a/./b.png", "a\\b.png", "accounts/logos/a b.png", ""])(
    "refuses the path %j",
    async (bad) => {
      await expect(storage.put("assets", bad, bytes("x"), { contentType: "image/png" })).rejects.toThrow("Invalid storage path");
      await expect(storage.get("assets", bad)).rejects.toThrow("Invalid storage path");
    },
  );

  it("gives public URLs served by /api/storage", () => {
    expect(storage.publicUrl("assets", "companies/logos/c1.svg")).toBe("/api/storage/assets/companies/logos/c1.svg");
  });
});

describe("storedFileResponse (/api/storage/...)", () => {
  it("serves a stored logo with its type, nosniff, an hour of caching and a sandbox CSP", async () => {
    await storage.put("assets", "accounts/logos/a1.svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), { contentType: "image/svg+xml", upsert: true });
    const response = await storedFileResponse(["assets", "accounts", "logos", "a1.svg"], storage);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(await response.text()).toContain("<svg");
  });

  it("serves anything that is not an image as a download", async () => {
    await storage.put("assets", "accounts/logos/a2.html", bytes("<script>alert(1)</script>"), { contentType: "text/html", upsert: true });
    const response = await storedFileResponse(["assets", "accounts", "logos", "a2.html"], storage);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe("attachment");
  });

  it("refuses traversal, the private logs bucket and missing files with 404", async () => {
    await storage.put("logs", "discoveries/d1.json", bytes("{}"), { contentType: "application/json" });
    fs.writeFileSync(path.join(root, "secret.txt"), "secret");
    for (const segments of [["assets", "..", "secret.txt"], ["assets", "..%2f..%2fsecret.txt"], ["logs", "discoveries", "d1.json"], ["assets", "nope.png"], ["other", "x.png"], []]) {
      const response = await storedFileResponse(segments, storage);
      expect(response.status, segments.join("/")).toBe(404);
      expect(await response.text()).not.toContain("secret");
    }
  });
});

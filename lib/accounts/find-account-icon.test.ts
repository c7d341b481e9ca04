import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openMigratedDatabase, type DbHandle } from "@/lib/db/client";
import { accounts } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { findAccountIcon, iconCandidates } from "./find-account-icon";

// A local test site: each test sets the pages and files it serves; the fetcher may reach only it.
type Page = { type: string; body: string | Uint8Array };
let site: Record<string, Page> = {};
const hits: string[] = [];
let server: http.Server;
let origin: string;
let allow: string[];
let handle: DbHandle;
let storageDir: string;
let storage: LocalStorage;

const png = (size: number) => {
  const bytes = new Uint8Array(64 + size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[20] = size % 256;
  return bytes;
};
const ico = Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 0, 0]);
const html = (head: string) => `<!DOCTYPE html><html><head><title>Acme</title>${head}</head><body><h1>Acme</h1></body></html>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    const page = site[req.url!.split("?")[0]];
    if (!page) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<h1>Not found</h1>");
    }
    res.writeHead(200, { "content-type": page.type });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  allow = [`127.0.0.1:${port}`];
  handle = await openMigratedDatabase({});
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-icons-"));
  storage = new LocalStorage({ rootDir: storageDir });
}, 120_000);

afterAll(async () => {
  await handle.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(storageDir, { recursive: true, force: true });
});

beforeEach(() => {
  site = {};
  hits.length = 0;
});

async function createAccount(url = `${origin}/`) {
  const [company] = await handle.db.insert(companies).values({ name: "Seller" }).returning();
  const [account] = await handle.db.insert(accounts).values({ name: "Acme", url, companyId: company.id }).returning();
  return account;
}

const find = (id: string) => findAccountIcon(id, { db: handle.db, storage, fetchOptions: { allowLoopback: allow } });
const logoOf = async (id: string) => (await handle.db.select({ logoUrl: accounts.logoUrl }).from(accounts).where(eq(accounts.id, id)))[0].logoUrl;

describe("findAccountIcon", () => {
  it("stores the largest icon the site declares and sets the account's logo URL", async () => {
    site["/"] = {
      type: "text/html; charset=utf-8",
      body: html(`
        <link rel="icon" href="/favicon-32.png" sizes="32x32">
        <link rel="apple-touch-icon" href="/apple.png">
        <link rel="manifest" href="/site.webmanifest">
        <meta property="og:image" content="/banner.png">`),
    };
    site["/site.webmanifest"] = { type: "application/manifest+json", body: JSON.stringify({ icons: [{ src: "/icon-512.png", sizes: "512x512" }, { src: "/icon-192.png", sizes: "192x192" }] }) };
    site["/icon-512.png"] = { type: "image/png", body: png(512) };
    site["/apple.png"] = { type: "image/png", body: png(180) };
    site["/favicon-32.png"] = { type: "image/png", body: png(32) };
    const account = await createAccount();

    const result = await find(account.id);

    expect(result).toEqual({ success: true, public_url: expect.stringMatching(new RegExp(`^/api/storage/assets/accounts/logos/${account.id}\\.png\\?v=\\d+$`)), message: "Icon found successfully!", reason: "found" });
    expect(await logoOf(account.id)).toBe(result.public_url);
    const stored = await storage.get("assets", `accounts/logos/${account.id}.png`);
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.bytes.length).toBe(png(512).length);
    expect(hits).not.toContain("/apple.png");
  });

  it("skips a candidate that is not really an image and falls back to /favicon.ico", async () => {
    site["/"] = { type: "text/html", body: html(`<link rel="icon" href="/fake.png" sizes="64x64">`) };
    site["/fake.png"] = { type: "image/png", body: "<html>not an image</html>" };
    site["/favicon.ico"] = { type: "image/vnd.microsoft.icon", body: ico };
    const account = await createAccount();

    const result = await find(account.id);

    expect(result.message).toBe("Icon found successfully!");
    expect(result.public_url).toContain(`/accounts/logos/${account.id}.ico?v=`);
    expect(hits).toEqual(expect.arrayContaining(["/fake.png", "/favicon.ico"]));
  });

  it("sanitises an SVG icon before storing it", async () => {
    site["/"] = { type: "text/html", body: html(`<link rel="icon" href="/logo.svg" type="image/svg+xml">`) };
    site["/logo.svg"] = { type: "image/svg+xml", body: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>` };
    const account = await createAccount();

    expect((await find(account.id)).message).toBe("Icon found successfully!");
    const stored = new TextDecoder().decode((await storage.get("assets", `accounts/logos/${account.id}.svg`))!.bytes);
    expect(stored).toContain("<circle");
    expect(stored).not.toMatch(/script|onload/);
  });

  it("uses og:image only when the site declares no icon", async () => {
    site["/"] = { type: "text/html", body: html(`<meta property="og:image" content="/share.png"><link rel="icon" href="/tiny.png" sizes="16x16">`) };
    site["/share.png"] = { type: "image/png", body: png(1200) };
    site["/tiny.png"] = { type: "image/png", body: png(16) };
    const withIcon = await createAccount();
    expect((await find(withIcon.id)).message).toBe("Icon found successfully!");
    expect((await storage.get("assets", `accounts/logos/${withIcon.id}.png`))?.bytes.length).toBe(png(16).length);
    expect(hits).not.toContain("/share.png");

    site["/"] = { type: "text/html", body: html(`<meta property="og:image" content="/share.png">`) };
    const withoutIcon = await createAccount();
    expect((await find(withoutIcon.id)).message).toBe("Icon found successfully!");
    expect((await storage.get("assets", `accounts/logos/${withoutIcon.id}.png`))?.bytes.length).toBe(png(1200).length);
  });

  it("removes the previous logo file when the new icon has another type, keeping the current one", async () => {
    site["/"] = { type: "text/html", body: html(`<link rel="icon" href="/icon.png" sizes="64x64">`) };
    site["/icon.png"] = { type: "image/png", body: png(64) };
    const account = await createAccount();
    expect((await find(account.id)).public_url).toContain(`/accounts/logos/${account.id}.png?v=`);

    site["/"] = { type: "text/html", body: html(`<link rel="icon" href="/logo.svg" type="image/svg+xml">`) };
    site["/logo.svg"] = { type: "image/svg+xml", body: `<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>` };
    const result = await find(account.id);

    expect(result.public_url).toContain(`/accounts/logos/${account.id}.svg?v=`);
    expect(await logoOf(account.id)).toBe(result.public_url);
    expect(await storage.get("assets", `accounts/logos/${account.id}.svg`)).not.toBeNull();
    expect(await storage.get("assets", `accounts/logos/${account.id}.png`)).toBeNull();

    // Same type again: the file is replaced in place and stays.
    expect((await find(account.id)).public_url).toContain(`/accounts/logos/${account.id}.svg?v=`);
    expect(await storage.get("assets", `accounts/logos/${account.id}.svg`)).not.toBeNull();
  });

  it("says 'No icon found' and which site has none, leaving the logo unchanged", async () => {
    site["/"] = { type: "text/html", body: html("") };
    const account = await createAccount();
    await handle.db.update(accounts).set({ logoUrl: "/api/storage/assets/accounts/logos/old.png" }).where(eq(accounts.id, account.id));

    expect(await find(account.id)).toEqual({ success: false, reason: "none", message: `No icon found: ${allow[0]} offers no usable icon. Upload or paste a logo instead.` });
    expect(await logoOf(account.id)).toBe("/api/storage/assets/accounts/logos/old.png");
  });

  it("never fetches icons on forbidden addresses the page points to", async () => {
    const other = http.createServer((_req, res) => res.end("x"));
    let connections = 0;
    other.on("connection", () => connections++);
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherPort = (other.address() as AddressInfo).port;
    site["/"] = { type: "text/html", body: html(`<link rel="icon" href="http://127.0.0.1:${otherPort}/i.png" sizes="512x512"><link rel="apple-touch-icon" href="http://169.254.169.254/latest/meta-data">`) };
    const account = await createAccount();

    expect(await find(account.id)).toMatchObject({ success: false, reason: "none" });
    expect(connections).toBe(0);
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it("says the site could not be reached, or 'Failed to find icon' when the account does not exist", async () => {
    const blocked = await createAccount("http://10.0.0.1/");
    expect(await find(blocked.id)).toEqual({
      success: false,
      reason: "unreachable",
      message: "Failed to find icon: 10.0.0.1 could not be reached. Check the account's URL.",
    });
    expect(await find("00000000-0000-4000-8000-000000000000")).toEqual({ success: false, reason: "failed", message: "Failed to find icon" });
  });
});

describe("iconCandidates", () => {
  it("ranks declared icons by size, then og:image, then /favicon.ico, resolving relative URLs", async () => {
    const page = html(`
      <base href="https://acme.example/assets/">
      <link rel="shortcut icon" href="favicon.ico">
      <link rel="icon" href="icon-96.png" sizes="96x96">
      <link rel="icon" href="icon.svg" sizes="any">
      <link rel="apple-touch-icon" href="/apple-touch-icon.png">
      <link rel="icon" href="data:image/png;base64,AAAA">
      <meta property="og:image" content="https://cdn.acme.example/og.png">`);
    const ranked = (await iconCandidates(page, "https://acme.example/")).map((c) => c.url);
    expect(ranked).toEqual([
      "https://acme.example/assets/icon.svg",
      "https://acme.example/apple-touch-icon.png",
      "https://acme.example/assets/icon-96.png",
      "https://acme.example/assets/favicon.ico",
      "https://cdn.acme.example/og.png",
      "https://acme.example/favicon.ico",
    ]);
  });

  it("puts og:image below even the smallest declared icon", async () => {
    const page = html(`
      <meta property="og:image" content="https://cdn.acme.example/og-1200x630.png">
      <link rel="icon" href="/icon-16.png" sizes="16x16">`);
    const ranked = (await iconCandidates(page, "https://acme.example/")).map((c) => c.url);
    expect(ranked).toEqual(["https://acme.example/icon-16.png", "https://cdn.acme.example/og-1200x630.png", "https://acme.example/favicon.ico"]);
  });
});

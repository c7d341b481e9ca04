import type { ActingScope } from "@/lib/auth/viewer-types";
import { AppError } from "@/lib/errors/app-error";
import { ACCOUNT_NOT_FOUND_MESSAGE } from "./account-errors";
import { getAccount } from "./list-accounts";
import { eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { log } from "@/lib/log";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import type { SafeFetchOptions } from "@/lib/providers/fetch/fetch-provider";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { validateImageUpload, type ValidatedImage } from "@/lib/providers/storage/validate-image";
import { LOGO_CACHE_SECONDS } from "@/lib/logos/store-logo";
import { accountLogoPath, storedAccountLogoPath } from "./upload-account-logo";

/**
 * `reason` tells a site without an icon ("none", nothing went wrong) from a search that could not be
 * made ("unreachable", "failed"): only those are worth a warning after an account is created.
 */
export type FindIconReason = "found" | "none" | "unreachable" | "failed";
export type FindIconResult = { success: boolean; public_url?: string; message: string; reason?: FindIconReason };

export const ICON_MESSAGES = {
  found: "Icon found successfully!",
  none: "No icon found",
  failed: "Failed to find icon",
} as const;

const hostOf = (site: string) => new URL(site).host;
const noIcon = (site: string): FindIconResult => ({
  success: false,
  reason: "none",
  message: `${ICON_MESSAGES.none}: ${hostOf(site)} offers no usable icon. Upload or paste a logo instead.`,
});
const unreachable = (site: string): FindIconResult => ({
  success: false,
  reason: "unreachable",
  message: `${ICON_MESSAGES.failed}: ${hostOf(site)} could not be reached. Check the account's URL.`,
});
const failed = (why?: string): FindIconResult => ({ success: false, reason: "failed", message: why ? `${ICON_MESSAGES.failed}: ${why}` : ICON_MESSAGES.failed });

type Options = {
  db?: Database;
  storage?: StorageProvider;
  /** Tests only: passed to the safe fetcher (loopback test sites). */
  fetchOptions?: Pick<SafeFetchOptions, "allowLoopback">;
};

/**
 * Declared icons (icon links, apple-touch-icon, manifest icons) always beat og:image, a share banner
 * that only stands in when the site declares no icon; the /favicon.ico guess comes last. Within a
 * tier the larger icon wins.
 */
const TIER = { declared: 2, ogImage: 1, faviconGuess: 0 } as const;

type Candidate = { url: string; tier: number; score: number };

const PAGE_TYPES = ["text/html", "application/xhtml+xml"];
const IMAGE_TYPES = ["image/*", "application/octet-stream", "binary/octet-stream", "text/plain", "text/xml", "application/xml"];
const MANIFEST_TYPES = ["application/manifest+json", "application/json", "text/plain", "application/octet-stream"];

/**
 * Finds the account's best icon on its website (privileged: runs after a server-side scope check by
 * the caller), stores it at assets/accounts/logos/{id}.{ext} and sets accounts.logo_url.
 */
export async function findAccountIcon(accountId: string, options: Options = {}): Promise<FindIconResult> {
  try {
    const db = options.db ?? (await getDb());
    const [account] = await db
      .select({ id: accounts.id, url: accounts.url, logoUrl: accounts.logoUrl })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    if (!account) return failed();
    const site = siteUrl(account.url);
    if (!site) return failed("the account's URL is not a web address.");

    const fetchOptions = { ...options.fetchOptions, timeoutMs: 10_000 };
    let candidates: Candidate[];
    let siteReachable = true;
    try {
      const page = await createFetchProvider().fetch(site, { ...fetchOptions, allowedContentTypes: PAGE_TYPES, maxBytes: 3 * 1024 * 1024 });
      candidates = await iconCandidates(page.text(), page.url, fetchOptions);
    } catch (error) {
      log.warn("icon finder could not load the account site", { accountId, site, reason: (error as Error).message });
      siteReachable = false;
      candidates = [faviconGuess(site)];
    }

    const image = await firstValidImage(candidates, fetchOptions);
    if (!image) return siteReachable ? noIcon(site) : unreachable(site);

    const storage = options.storage ?? createStorageProvider();
    const objectPath = accountLogoPath(account.id, image.extension);
    await storage.put("assets", objectPath, image.bytes, { contentType: image.contentType, cacheControl: LOGO_CACHE_SECONDS, upsert: true });
    const stored = storage.publicUrl("assets", objectPath);
    const publicUrl = `${stored}${stored.includes("?") ? "&" : "?"}v=${Date.now()}`;
    await db.update(accounts).set({ logoUrl: publicUrl }).where(eq(accounts.id, account.id));

    // A logo of another type lives at another path: the old file would otherwise stay behind.
    const previous = storedAccountLogoPath(account.id, account.logoUrl);
    if (previous && previous !== objectPath) {
      await storage.remove("assets", previous).catch((error) => log.warn("Removing a replaced account logo failed", { previous, error }));
    }
    return { success: true, reason: "found", public_url: publicUrl, message: ICON_MESSAGES.found };
  } catch (error) {
    log.error("icon finder failed", { accountId, error });
    return failed();
  }
}

function siteUrl(raw: string): string | null {
  const text = raw.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).toString();
  } catch {
    return null;
  }
}

const faviconGuess = (pageUrl: string): Candidate => ({ url: new URL("/favicon.ico", pageUrl).toString(), tier: TIER.faviconGuess, score: 16 });

/** Largest declared size wins; "any" (vector) counts as large. */
function sizeScore(sizes: string | null | undefined, fallback: number): number {
  if (!sizes) return fallback;
  if (/\bany\b/i.test(sizes)) return 512;
  const values = [...sizes.matchAll(/(\d+)\s*x\s*(\d+)/gi)].map((m) => Math.min(Number(m[1]), Number(m[2])));
  return values.length ? Math.max(...values) : fallback;
}

export async function iconCandidates(
  html: string,
  pageUrl: string,
  fetchOptions: Pick<SafeFetchOptions, "allowLoopback"> = {},
): Promise<Candidate[]> {
  const dom = new JSDOM(html, { url: pageUrl });
  const document = dom.window.document;
  const base = document.baseURI;
  const resolve = (href: string | null | undefined) => {
    if (!href || /^\s*data:/i.test(href)) return null;
    try {
      return new URL(href, base).toString();
    } catch {
      return null;
    }
  };
  const found: Candidate[] = [];
  for (const link of document.querySelectorAll("link[rel][href]")) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const url = resolve(link.getAttribute("href"));
    if (!url) continue;
    const sizes = link.getAttribute("sizes");
    const isSvg = /svg/i.test(link.getAttribute("type") ?? "") || /\.svg(\?|$)/i.test(url);
    if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed")) {
      found.push({ url, tier: TIER.declared, score: sizeScore(sizes, 180) + 1 });
    } else if (rel.includes("icon")) {
      found.push({ url, tier: TIER.declared, score: sizeScore(sizes, isSvg ? 512 : 32) });
    } else if (rel.includes("manifest")) {
      found.push(...(await manifestIcons(url, fetchOptions)));
    }
  }
  const ogImage = document.querySelector('meta[property="og:image"], meta[name="og:image"]')?.getAttribute("content");
  const og = resolve(ogImage);
  if (og) found.push({ url: og, tier: TIER.ogImage, score: 0 });
  found.push(faviconGuess(pageUrl));
  dom.window.close();
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.tier - a.tier || b.score - a.score)
    .filter((c) => (seen.has(c.url) ? false : (seen.add(c.url), true)));
}

async function manifestIcons(url: string, fetchOptions: Pick<SafeFetchOptions, "allowLoopback">): Promise<Candidate[]> {
  try {
    const response = await createFetchProvider().fetch(url, { ...fetchOptions, allowedContentTypes: MANIFEST_TYPES, maxBytes: 256 * 1024, timeoutMs: 5_000 });
    const manifest = JSON.parse(response.text()) as { icons?: { src?: string; sizes?: string }[] };
    return (manifest.icons ?? []).flatMap((icon) => {
      if (!icon.src) return [];
      try {
        return [{ url: new URL(icon.src, response.url).toString(), tier: TIER.declared, score: sizeScore(icon.sizes, 48) }];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

async function firstValidImage(candidates: Candidate[], fetchOptions: Pick<SafeFetchOptions, "allowLoopback">): Promise<ValidatedImage | null> {
  for (const candidate of candidates.slice(0, 8)) {
    try {
      const response = await createFetchProvider().fetch(candidate.url, { ...fetchOptions, allowedContentTypes: IMAGE_TYPES, maxBytes: 2 * 1024 * 1024, timeoutMs: 8_000 });
      const name = new URL(response.url).pathname.split("/").pop() || "icon";
      return await validateImageUpload(response.body, name);
    } catch (error) {
      log.debug("icon candidate rejected", { url: candidate.url, reason: (error as Error).message });
    }
  }
  return null;
}

/** Finds the icon of one of the acting user's accounts (the privileged write needs that check first). */
export async function findOwnAccountIcon(scope: ActingScope, accountId: string): Promise<FindIconResult> {
  if (!(await getAccount(scope, accountId))) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
  return findAccountIcon(accountId);
}

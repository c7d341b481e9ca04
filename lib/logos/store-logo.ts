import type { ActionResult } from "@/lib/actions/action-result";
import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { ImageValidationError, MAX_IMAGE_BYTES, validateImageUpload } from "@/lib/providers/storage/validate-image";

// Account and company logos are stored the same way (spec 2 §9): assets/{folder}/logos/{id}.{ext},
// upserted, an hour of caching, a versioned URL so a replaced logo shows at once, the old file removed.

export type LogoFolder = "accounts" | "companies";

/** Spec 2 §9: logos are cached for an hour. */
export const LOGO_CACHE_SECONDS = 3600;

export const logoPath = (folder: LogoFolder, id: string, extension: string) => `${folder}/logos/${id}.${extension}`;

/** The storage path of a current logo when it is one of ours, else null. */
export function storedLogoPath(folder: LogoFolder, id: string, logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  const match = new RegExp(`${folder}/logos/${id}\\.([a-z0-9]+)(?:[?#]|$)`).exec(logoUrl);
  return match ? logoPath(folder, id, match[1]) : null;
}

export type LogoDeps = { storage?: StorageProvider; now?: () => number };

/**
 * Checks the bytes are an image (by content, SVG sanitised), stores them, points the owner at the new
 * URL with `setLogoUrl`, then removes a previous file of another extension.
 */
export async function storeLogoImage(
  target: { folder: LogoFolder; id: string; previousUrl: string | null; setLogoUrl: (url: string) => Promise<unknown> },
  file: { bytes: Uint8Array; fileName: string },
  deps: LogoDeps = {},
): Promise<{ logo_url: string }> {
  let image;
  try {
    image = await validateImageUpload(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof ImageValidationError) throw new AppError("invalid", error.message, { cause: error });
    throw error;
  }
  const storage = deps.storage ?? createStorageProvider();
  const path = logoPath(target.folder, target.id, image.extension);
  await storage.put("assets", path, image.bytes, { contentType: image.contentType, cacheControl: LOGO_CACHE_SECONDS, upsert: true });
  const publicUrl = storage.publicUrl("assets", path);
  const logoUrl = `${publicUrl}${publicUrl.includes("?") ? "&" : "?"}v=${(deps.now ?? Date.now)()}`;
  await target.setLogoUrl(logoUrl);

  const previous = storedLogoPath(target.folder, target.id, target.previousUrl);
  if (previous && previous !== path) {
    await storage.remove("assets", previous).catch((error) => log.warn("Removing a replaced logo failed", { previous, error }));
  }
  return { logo_url: logoUrl };
}

const LOGO_TOO_LARGE = "The image is larger than 2 MB. Choose a smaller image.";

/**
 * A logo file from a dialog: every failure becomes 'Logo upload failed: ...' so the dialog stays open
 * and says why; unexpected ones are logged and shown with the generic text.
 */
export async function storeLogoFile(
  logo: File,
  upload: (file: { bytes: Uint8Array; fileName: string }) => Promise<{ logo_url: string }>,
  context: Record<string, unknown>,
): Promise<ActionResult<{ logo_url: string }>> {
  try {
    if (logo.size > MAX_IMAGE_BYTES) throw new AppError("invalid", LOGO_TOO_LARGE);
    const bytes = new Uint8Array(await logo.arrayBuffer());
    return { ok: true, ...(await upload({ bytes, fileName: logo.name || "logo" })) };
  } catch (error) {
    if (!(error instanceof AppError)) log.error("Uploading a logo failed", { ...context, error });
    return { ok: false, error: `Logo upload failed: ${error instanceof AppError ? error.message : GENERIC_ERROR_MESSAGE}` };
  }
}

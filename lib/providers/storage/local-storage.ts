import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { PutOptions, StorageBucket, StorageProvider, StoredObject } from "./storage-provider";
import { assertSafeObjectPath, StorageError } from "./storage-path";

const buckets: readonly StorageBucket[] = ["assets", "logs"];

type Meta = { contentType: string; cacheControl?: number };

/**
 * Embedded-mode storage: files under <rootDir>/<bucket>/<path>, with their content type kept in
 * <rootDir>/.meta/<bucket>/<path>.json. Served by app/api/storage/[...path]/route.ts.
 */
export class LocalStorage implements StorageProvider {
  private readonly rootDir: string;

  constructor(options: { rootDir: string }) {
    this.rootDir = path.resolve(options.rootDir);
  }

  private locate(bucket: StorageBucket, objectPath: string) {
    if (!buckets.includes(bucket)) throw new StorageError(`Unknown storage bucket "${bucket}"`);
    assertSafeObjectPath(objectPath);
    const file = path.join(this.rootDir, bucket, ...objectPath.split("/"));
    const meta = path.join(this.rootDir, ".meta", bucket, ...objectPath.split("/")) + ".json";
    // Defence in depth: the path check above already rules out escaping the bucket folder.
    if (!file.startsWith(path.join(this.rootDir, bucket) + path.sep)) throw new StorageError(`Invalid storage path "${objectPath}"`);
    return { file, meta };
  }

  async put(bucket: StorageBucket, objectPath: string, bytes: Uint8Array, options: PutOptions): Promise<void> {
    const { file, meta } = this.locate(bucket, objectPath);
    if (!options.upsert && (await exists(file))) throw new StorageError(`The file ${bucket}/${objectPath} already exists`);
    await writeAtomically(file, bytes);
    const info: Meta = { contentType: options.contentType, cacheControl: options.cacheControl };
    await writeAtomically(meta, new TextEncoder().encode(JSON.stringify(info)));
  }

  async get(bucket: StorageBucket, objectPath: string): Promise<StoredObject | null> {
    const { file, meta } = this.locate(bucket, objectPath);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      // A directory (e.g. accounts/logos) or a path through a file is simply not an object.
      if (["ENOENT", "EISDIR", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
      throw error;
    }
    let contentType = "application/octet-stream";
    try {
      contentType = (JSON.parse(await fs.readFile(meta, "utf8")) as Meta).contentType || contentType;
    } catch {
      // a file without metadata is served as opaque bytes
    }
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
  }

  async remove(bucket: StorageBucket, objectPath: string): Promise<void> {
    const { file, meta } = this.locate(bucket, objectPath);
    await fs.rm(file, { force: true });
    await fs.rm(meta, { force: true });
  }

  publicUrl(bucket: StorageBucket, objectPath: string): string {
    this.locate(bucket, objectPath);
    return `/api/storage/${bucket}/${objectPath}`;
  }
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, bytes: Uint8Array) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
}

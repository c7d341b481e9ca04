import type { SupabaseClient } from "@supabase/supabase-js";
import type { PutOptions, StorageBucket, StorageProvider, StoredObject } from "./storage-provider";
import { assertSafeObjectPath, StorageError } from "./storage-path";

type Options = { url: string; serviceRoleKey: string };

/** Hosted-mode storage: Supabase Storage buckets `assets` (public) and `logs` (private), service-role key. */
export class SupabaseStorage implements StorageProvider {
  private client: Promise<SupabaseClient> | undefined;

  constructor(private readonly options: Options) {}

  private storage() {
    this.client ??= (async () => {
      const [{ createClient }, { default: WebSocket }] = await Promise.all([import("@supabase/supabase-js"), import("ws")]);
      return createClient(this.options.url, this.options.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // Node 20 has no global WebSocket; realtime is unused here but the client constructs it.
        realtime: { transport: WebSocket as never },
      });
    })();
    return this.client.then((c) => c.storage);
  }

  async put(bucket: StorageBucket, path: string, bytes: Uint8Array, options: PutOptions): Promise<void> {
    assertSafeObjectPath(path);
    const storage = await this.storage();
    const { error } = await storage.from(bucket).upload(path, bytes, {
      contentType: options.contentType,
      cacheControl: String(options.cacheControl ?? 3600),
      upsert: options.upsert ?? false,
    });
    if (error) throw new StorageError(`Upload of ${bucket}/${path} failed: ${error.message}`);
  }

  async get(bucket: StorageBucket, path: string): Promise<StoredObject | null> {
    assertSafeObjectPath(path);
    const storage = await this.storage();
    const { data, error } = await storage.from(bucket).download(path);
    if (error) {
      const status = (error as { status?: number; statusCode?: string }).status ?? Number((error as { statusCode?: string }).statusCode);
      if (status === 404 || status === 400 || /not.?found/i.test(error.message)) return null;
      throw new StorageError(`Download of ${bucket}/${path} failed: ${error.message}`);
    }
    return { bytes: new Uint8Array(await data.arrayBuffer()), contentType: data.type || "application/octet-stream" };
  }

  async remove(bucket: StorageBucket, path: string): Promise<void> {
    assertSafeObjectPath(path);
    const storage = await this.storage();
    const { error } = await storage.from(bucket).remove([path]);
    if (error) throw new StorageError(`Removal of ${bucket}/${path} failed: ${error.message}`);
  }

  publicUrl(bucket: StorageBucket, path: string): string {
    assertSafeObjectPath(path);
    return `${this.options.url.replace(/\/+$/, "")}/storage/v1/object/public/${bucket}/${path}`;
  }
}

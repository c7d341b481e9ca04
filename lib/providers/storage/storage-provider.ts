import path from "node:path";
import { env } from "@/lib/env";
import { LocalStorage } from "./local-storage";
import { SupabaseStorage } from "./supabase-storage";

export type StorageBucket = "assets" | "logs";

export type PutOptions = {
  contentType: string;
  /** Seconds, sent as Cache-Control max-age by the storage server. */
  cacheControl?: number;
  upsert?: boolean;
};

export type StoredObject = { bytes: Uint8Array; contentType: string };

/** Files the app keeps: company and account logos (bucket assets) and logs (bucket logs). */
export interface StorageProvider {
  put(bucket: StorageBucket, path: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** Null when the object does not exist. */
  get(bucket: StorageBucket, path: string): Promise<StoredObject | null>;
  remove(bucket: StorageBucket, path: string): Promise<void>;
  /** A URL a browser can load the object from. */
  publicUrl(bucket: StorageBucket, path: string): string;
}

type Global = typeof globalThis & { __trayoStorage?: { key: string; provider: StorageProvider } };

/** Supabase Storage when a Supabase URL and service-role key are configured, else the local folder. */
export function getStorage(): StorageProvider {
  const e = env();
  const useSupabase = Boolean(e.NEXT_PUBLIC_SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY);
  const key = useSupabase ? `supabase:${e.NEXT_PUBLIC_SUPABASE_URL}` : `local:${e.DATA_DIR}`;
  const g = globalThis as Global;
  if (g.__trayoStorage?.key !== key) {
    const provider = useSupabase
      ? new SupabaseStorage({ url: e.NEXT_PUBLIC_SUPABASE_URL!, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY! })
      : new LocalStorage({ rootDir: path.join(e.DATA_DIR, "storage") });
    g.__trayoStorage = { key, provider };
  }
  return g.__trayoStorage.provider;
}

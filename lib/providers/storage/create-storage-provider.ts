import path from "node:path";
import { env } from "@/lib/env";
import { LocalStorage } from "./local-storage";
import type { StorageProvider } from "./storage-provider";
import { SupabaseStorage } from "./supabase-storage";

type Global = typeof globalThis & { __trayoStorage?: { key: string; provider: StorageProvider } };

/** Supabase Storage when a Supabase URL and service-role key are configured, else the local folder. */
export function createStorageProvider(): StorageProvider {
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

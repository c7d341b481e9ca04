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


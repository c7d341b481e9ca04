export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageError";
  }
}

/** Object paths are relative, made of safe segments: no traversal, no absolute paths. */
export function assertSafeObjectPath(path: string): void {
  const segments = path.split("/");
  const ok =
    path.length > 0 &&
    path.length <= 512 &&
    segments.every((s) => s.length > 0 && s !== "." && s !== ".." && /^[A-Za-z0-9._-]+$/.test(s));
  if (!ok) throw new StorageError(`Invalid storage path "${path}"`);
}

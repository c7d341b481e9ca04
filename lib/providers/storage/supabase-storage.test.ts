import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SupabaseStorage } from "./supabase-storage";

// A local fake of the Supabase Storage HTTP API (the routes storage-js calls), keyed by bucket/path.
type Stored = { bytes: Buffer; contentType: string; cacheControl: string | undefined };
const objects = new Map<string, Stored>();
const requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
const SERVICE_KEY = "service-role-key-for-tests";
let server: http.Server;
let baseUrl: string;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (req.headers.authorization !== `Bearer ${SERVICE_KEY}` || req.headers.apikey !== SERVICE_KEY) {
      return json(res, 403, { statusCode: "403", error: "Unauthorized", message: "Invalid signature" });
    }
    const match = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/.exec(decodeURI(req.url!.split("?")[0]));
    if (!match) return json(res, 404, { statusCode: "404", error: "not_found", message: "Route not found" });
    const [, bucket, objectPath] = match;
    const key = `${bucket}/${objectPath}`;
    if (req.method === "POST" && objectPath) {
      if (objects.has(key) && req.headers["x-upsert"] !== "true") {
        return json(res, 400, { statusCode: "409", error: "Duplicate", message: "The resource already exists" });
      }
      objects.set(key, { bytes: body, contentType: String(req.headers["content-type"]), cacheControl: req.headers["cache-control"] });
      return json(res, 200, { Key: key, Id: "id-" + objects.size });
    }
    if (req.method === "GET" && objectPath) {
      const stored = objects.get(key);
      if (!stored) return json(res, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
      res.writeHead(200, { "content-type": stored.contentType, "cache-control": stored.cacheControl ?? "no-cache" });
      return res.end(stored.bytes);
    }
    if (req.method === "DELETE" && !objectPath) {
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      const removed = prefixes.filter((p) => objects.delete(`${bucket}/${p}`)).map((name) => ({ name, bucket_id: bucket }));
      return json(res, 200, removed);
    }
    json(res, 405, { statusCode: "405", error: "method_not_allowed", message: "Method not allowed" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe("SupabaseStorage (through supabase-js against a local fake of the Storage API)", () => {
  it("uploads with the service-role key, content type, cache control and upsert; downloads; removes", async () => {
    const storage = new SupabaseStorage({ url: baseUrl, serviceRoleKey: SERVICE_KEY });
    await storage.put("assets", "accounts/logos/a1.png", png, { contentType: "image/png", cacheControl: 3600, upsert: true });
    const upload = requests.find((r) => r.method === "POST")!;
    expect(upload.url).toBe("/storage/v1/object/assets/accounts/logos/a1.png");
    expect(upload.headers["x-upsert"]).toBe("true");
    expect(upload.headers["cache-control"]).toBe("max-age=3600");
    expect(objects.get("assets/accounts/logos/a1.png")?.contentType).toBe("image/png");

    const got = await storage.get("assets", "accounts/logos/a1.png");
    expect(got?.contentType).toBe("image/png");
    expect([...got!.bytes]).toEqual([...png]);

    await storage.remove("assets", "accounts/logos/a1.png");
    expect(objects.has("assets/accounts/logos/a1.png")).toBe(false);
    expect(await storage.get("assets", "accounts/logos/a1.png")).toBeNull();
  });

  it("reports a refused upload with the service's message", async () => {
    const storage = new SupabaseStorage({ url: baseUrl, serviceRoleKey: SERVICE_KEY });
    await storage.put("logs", "discoveries/d1.json", new TextEncoder().encode("{}"), { contentType: "application/json" });
    await expect(storage.put("logs", "discoveries/d1.json", new TextEncoder().encode("{}"), { contentType: "application/json" })).rejects.toThrow(
      "Upload of logs/discoveries/d1.json failed: The resource already exists",
    );
    const wrongKey = new SupabaseStorage({ url: baseUrl, serviceRoleKey: "wrong" });
    await expect(wrongKey.put("assets", "x.png", png, { contentType: "image/png", upsert: true })).rejects.toThrow("Invalid signature");
  });

  it("builds public URLs of the assets bucket and refuses unsafe paths before any request", async () => {
    const storage = new SupabaseStorage({ url: `${baseUrl}/`, serviceRoleKey: SERVICE_KEY });
    expect(storage.publicUrl("assets", "companies/logos/c1.png")).toBe(`${baseUrl}/storage/v1/object/public/assets/companies/logos/c1.png`);
    const before = requests.length;
    await expect(storage.get("assets", "../secrets")).rejects.toThrow("Invalid storage path");
    expect(requests.length).toBe(before);
  });
});

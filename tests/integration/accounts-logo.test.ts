import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFormSchema } from "@/lib/accounts/account.validation";
import { createAccount } from "@/lib/accounts/create-account";
import { uploadAccountLogo } from "@/lib/accounts/upload-account-logo";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { backends, useTestDatabase } from "./helpers/test-database";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPwd3tKEmIY1TCqYfhqAABe7noQUrS/JQAAAABJRU5ErkJggg==",
  "base64",
);

async function makeScope(db: Database, companyId: string): Promise<ActingScope> {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@example.test`;
  await db.insert(users).values({ id, email, name: email, role: "user", companyId });
  return {
    viewer: { authUser: { id, email }, profile: { id, email, name: email, role: "user", companyId, companyName: null }, role: "user" },
    isAdmin: false,
    companyId,
    userId: id,
  };
}

describe.each(backends)("account logos on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let rootDir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "trayo-logos-"));
    storage = new LocalStorage({ rootDir });
  });
  afterAll(async () => {
    await fs.rm(rootDir, { recursive: true, force: true });
  });

  async function setup() {
    const { db } = testDb();
    const companyId = randomUUID();
    await db.insert(companies).values({ id: companyId, name: "Logo Co" });
    const owner = await makeScope(db, companyId);
    const other = await makeScope(db, companyId);
    const { id } = await createAccount(owner, accountFormSchema.parse({ name: "Logo Target", url: "logo.example" }));
    return { db, owner, other, id };
  }

  it("stores the image under accounts/logos/{id} with an hour of caching and points the account at it", async () => {
    const { db, owner, id } = await setup();
    const { logo_url } = await uploadAccountLogo(owner, id, { bytes: PNG, fileName: "logo.png" }, { storage, now: () => 42 });
    expect(logo_url).toBe(`${storage.publicUrl("assets", `accounts/logos/${id}.png`)}?v=42`);
    const stored = await storage.get("assets", `accounts/logos/${id}.png`);
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(stored!.bytes).equals(PNG)).toBe(true);
    const meta = JSON.parse(await fs.readFile(path.join(rootDir, ".meta", "assets", "accounts", "logos", `${id}.png.json`), "utf8"));
    expect(meta.cacheControl).toBe(3600);
    const [row] = await db.select({ logoUrl: accounts.logoUrl }).from(accounts).where(eq(accounts.id, id));
    expect(row.logoUrl).toBe(logo_url);
  });

  it("refuses a file whose bytes are not an image, whatever its name, and keeps the old logo", async () => {
    const { db, owner, id } = await setup();
    await expect(
      uploadAccountLogo(owner, id, { bytes: new TextEncoder().encode("<html>hi</html>"), fileName: "logo.png" }, { storage }),
    ).rejects.toThrow(/logo\.png is not a supported image/);
    const [row] = await db.select({ logoUrl: accounts.logoUrl }).from(accounts).where(eq(accounts.id, id));
    expect(row.logoUrl).toBeNull();
    expect(await storage.get("assets", `accounts/logos/${id}.png`)).toBeNull();
  });

  it("does not let another user replace the logo", async () => {
    const { other, id } = await setup();
    await expect(uploadAccountLogo(other, id, { bytes: PNG, fileName: "logo.png" }, { storage })).rejects.toThrow(
      "Account not found",
    );
    expect(await storage.get("assets", `accounts/logos/${id}.png`)).toBeNull();
  });
});

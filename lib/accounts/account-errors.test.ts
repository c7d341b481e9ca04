import { AppError } from "@/lib/errors/app-error";
import { describe, expect, it } from "vitest";
import { asAccountError, databaseErrorCode, readableDatabaseError } from "./account-errors";

const driverError = (code: string, message = "duplicate key value violates unique constraint \"accounts_pkey\"") =>
  Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert into \"accounts\" ...\nparams: x"), { cause });

describe("database errors on account writes", () => {
  it("finds the SQLSTATE through the query builder's wrapping", () => {
    expect(databaseErrorCode(wrapped(driverError("23505")))).toBe("23505");
    expect(databaseErrorCode(new Error("plain"))).toBeNull();
  });

  it("maps known conditions to readable text without SQL or parameters", () => {
    const text = readableDatabaseError(wrapped(driverError("42501", "new row violates row-level security policy")));
    expect(text).toBe("You do not have permission to change this account.");
    expect(readableDatabaseError(wrapped(driverError("23503")))).toMatch(/no longer exists/);
    expect(readableDatabaseError(wrapped(driverError("08006")))).toMatch(/unavailable/);
    for (const code of ["23505", "23503", "42501", "22001", "57014"]) {
      expect(readableDatabaseError(wrapped(driverError(code)))).not.toMatch(/insert|params|accounts_pkey/);
    }
  });

  it("turns known conditions into AccountError and lets unknown failures through", () => {
    expect(() => asAccountError(wrapped(driverError("23505")), "Save failed: ")).toThrow(
      new AppError("invalid", "Save failed: An account with these details already exists."),
    );
    const unknown = new Error("socket hang up");
    expect(() => asAccountError(unknown)).toThrow(unknown);
  });
});

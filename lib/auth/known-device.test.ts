import { describe, expect, it } from "vitest";
import { isKnownDevice, KNOWN_DEVICE_MAX_AGE_SECONDS, rememberDevice } from "./known-device";

const SECRET = "known-device-secret-0123456789abcdef";

describe("known device tokens", () => {
  it("recognise the account that signed in here, case-insensitively, and no other", () => {
    const cookie = rememberDevice(SECRET, "Owner@Example.test", undefined);
    expect(isKnownDevice(SECRET, "owner@example.test", cookie)).toBe(true);
    expect(isKnownDevice(SECRET, "other@example.test", cookie)).toBe(false);
    expect(isKnownDevice("another-secret-0123456789abcdefghij", "owner@example.test", cookie)).toBe(false);
    const tampered = cookie.replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect(isKnownDevice(SECRET, "owner@example.test", tampered)).toBe(false);
    expect(isKnownDevice(SECRET, "owner@example.test", undefined)).toBe(false);
  });

  it("expire after 180 days and keep up to 5 accounts per browser", () => {
    const issued = Date.UTC(2026, 0, 1);
    const cookie = rememberDevice(SECRET, "a@example.test", undefined, issued);
    expect(isKnownDevice(SECRET, "a@example.test", cookie, issued + (KNOWN_DEVICE_MAX_AGE_SECONDS - 60) * 1000)).toBe(true);
    expect(isKnownDevice(SECRET, "a@example.test", cookie, issued + (KNOWN_DEVICE_MAX_AGE_SECONDS + 60) * 1000)).toBe(false);
    let many: string | undefined;
    for (const name of ["a", "b", "c", "d", "e", "f"]) many = rememberDevice(SECRET, `${name}@example.test`, many, issued);
    expect(isKnownDevice(SECRET, "f@example.test", many, issued)).toBe(true);
    expect(isKnownDevice(SECRET, "b@example.test", many, issued)).toBe(true);
    expect(isKnownDevice(SECRET, "a@example.test", many, issued)).toBe(false);
  });
});

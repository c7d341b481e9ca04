import { describe, expect, it } from "vitest";
import { activityAge, activityLevel, compactAge } from "./relative-age";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe("relative ages", () => {
  it("gives the compact timeline age in every bucket", () => {
    expect(compactAge(ago(20_000), now)).toBe("Just now");
    expect(compactAge(ago(5 * 60_000), now)).toBe("5m ago");
    expect(compactAge(ago(3 * 3_600_000), now)).toBe("3h ago");
    expect(compactAge(ago(6 * DAY), now)).toBe("6d ago");
    expect(compactAge(ago(15 * DAY), now)).toBe("2w ago");
    expect(compactAge(ago(65 * DAY), now)).toBe("2mo ago");
    expect(compactAge(ago(800 * DAY), now)).toBe("2y ago");
  });

  it("words an account's latest activity and its level", () => {
    expect(activityAge(now, now)).toBe("Today");
    expect(activityAge(ago(DAY), now)).toBe("Yesterday");
    expect(activityAge(ago(4 * DAY), now)).toBe("4 days ago");
    expect(activityAge(ago(14 * DAY), now)).toBe("2 weeks ago");
    expect(activityAge(ago(90 * DAY), now)).toBe("3 months ago");
    expect(activityLevel(ago(7 * DAY), now)).toBe("recent");
    expect(activityLevel(ago(8 * DAY), now)).toBe("some");
    expect(activityLevel(null, now)).toBe("none");
  });
});

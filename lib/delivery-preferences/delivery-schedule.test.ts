import { describe, expect, it } from "vitest";
import { checkDue, localTime, type DeliverySchedule } from "./delivery-schedule";

const berlin9: DeliverySchedule = { dailyReportEnabled: true, timeZone: "Europe/Berlin", deliveryHour: 9, weekdaysOnly: false, pausedUntil: null };
const at = (iso: string) => new Date(iso);
/** Every hourly run of a UTC day range, and the ones that found the schedule due. */
function dueRuns(schedule: DeliverySchedule, fromIso: string, hours: number) {
  const start = at(fromIso).getTime();
  const runs: { at: string; day: string }[] = [];
  for (let h = 0; h < hours; h++) {
    const now = new Date(start + h * 3_600_000);
    const check = checkDue(schedule, now);
    if (check.due) runs.push({ at: now.toISOString(), day: check.localDay });
  }
  return runs;
}

describe("localTime", () => {
  it("gives the local day, hour and ISO weekday in the zone", () => {
    expect(localTime(at("2027-01-15T23:30:00Z"), "Europe/Berlin")).toEqual({ day: "2027-01-16", hour: 0, weekday: 6 });
    expect(localTime(at("2027-01-15T03:00:00Z"), "America/Los_Angeles")).toEqual({ day: "2027-01-14", hour: 19, weekday: 4 });
  });
});

describe("checkDue with fixed clocks", () => {
  it("09:00 Europe/Berlin is 08:00 UTC in January and 07:00 UTC in July", () => {
    expect(checkDue(berlin9, at("2027-01-14T07:00:00Z"))).toEqual({ due: false, reason: "not_yet" });
    expect(checkDue(berlin9, at("2027-01-14T08:00:00Z"))).toEqual({ due: true, localDay: "2027-01-14" });
    expect(checkDue(berlin9, at("2027-01-14T09:00:00Z"))).toEqual({ due: false, reason: "not_yet" });
    expect(checkDue(berlin9, at("2027-07-14T07:00:00Z"))).toEqual({ due: true, localDay: "2027-07-14" });
    expect(checkDue(berlin9, at("2027-07-14T08:00:00Z")).due).toBe(false);
  });

  it("a run late in the hour still counts, once", () => {
    expect(checkDue(berlin9, at("2027-01-14T08:59:00Z")).due).toBe(true);
    expect(checkDue(berlin9, at("2027-01-14T09:05:00Z")).due).toBe(false);
  });

  it("hourly runs pick the user exactly once per local day across a spring-forward change, even for the skipped hour", () => {
    // 2027-03-28: Berlin jumps from 02:00 to 03:00; a 02:00 delivery is served at 03:00 CEST (01:00 UTC).
    const at2 = { ...berlin9, deliveryHour: 2 };
    expect(dueRuns(at2, "2027-03-27T00:00:00Z", 72)).toEqual([
      { at: "2027-03-27T01:00:00.000Z", day: "2027-03-27" },
      { at: "2027-03-28T01:00:00.000Z", day: "2027-03-28" },
      { at: "2027-03-29T00:00:00.000Z", day: "2027-03-29" },
    ]);
    expect(dueRuns(berlin9, "2027-03-27T00:00:00Z", 72).map((r) => r.at)).toEqual([
      "2027-03-27T08:00:00.000Z",
      "2027-03-28T07:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
    ]);
  });

  it("the repeated hour of a fall-back change is served once", () => {
    // 2027-10-31: Berlin's 02:00-03:00 happens twice (00:00 UTC in CEST, 01:00 UTC in CET).
    const at2 = { ...berlin9, deliveryHour: 2 };
    expect(dueRuns(at2, "2027-10-30T12:00:00Z", 48)).toEqual([
      { at: "2027-10-31T00:00:00.000Z", day: "2027-10-31" },
      { at: "2027-11-01T01:00:00.000Z", day: "2027-11-01" },
    ]);
  });

  it("midnight delivery and zones ahead of UTC take the local day, not the UTC day", () => {
    const tokyo0 = { ...berlin9, timeZone: "Asia/Tokyo", deliveryHour: 0 };
    expect(checkDue(tokyo0, at("2027-01-14T15:00:00Z"))).toEqual({ due: true, localDay: "2027-01-15" });
    const la22 = { ...berlin9, timeZone: "America/Los_Angeles", deliveryHour: 22 };
    expect(checkDue(la22, at("2027-01-15T06:00:00Z"))).toEqual({ due: true, localDay: "2027-01-14" });
  });

  it("skips switched-off users, weekends when weekdays only, and paused users until the resume day", () => {
    expect(checkDue({ ...berlin9, dailyReportEnabled: false }, at("2027-01-14T08:00:00Z"))).toEqual({ due: false, reason: "off" });
    // 2027-01-16 is a Saturday, 2027-01-18 a Monday.
    expect(checkDue({ ...berlin9, weekdaysOnly: true }, at("2027-01-16T08:00:00Z"))).toEqual({ due: false, reason: "weekend" });
    expect(checkDue({ ...berlin9, weekdaysOnly: true }, at("2027-01-18T08:00:00Z")).due).toBe(true);
    expect(checkDue({ ...berlin9, pausedUntil: "2027-01-15" }, at("2027-01-14T08:00:00Z"))).toEqual({ due: false, reason: "paused" });
    expect(checkDue({ ...berlin9, pausedUntil: "2027-01-15" }, at("2027-01-15T08:00:00Z")).due).toBe(true);
  });
});

describe("checkDue when catching up at start-up", () => {
  it("takes a user whose hour passed earlier today, and nobody before their hour", () => {
    expect(checkDue(berlin9, at("2027-01-14T13:00:00Z"), { catchUp: true })).toEqual({ due: true, localDay: "2027-01-14" });
    expect(checkDue(berlin9, at("2027-01-14T13:00:00Z"))).toEqual({ due: false, reason: "not_yet" });
    expect(checkDue(berlin9, at("2027-01-14T07:00:00Z"), { catchUp: true })).toEqual({ due: false, reason: "not_yet" });
  });
});

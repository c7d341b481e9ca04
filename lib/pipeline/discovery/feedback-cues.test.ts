import { describe, expect, it } from "vitest";
import { buildAccountProfile } from "./account-profile";
import { discoveryFeedbackOf, namesakeByFeedback, NOT_IMPORTANT_PENALTY, signalScoreDelta, sourceWindow, type FeedbackMark } from "./feedback-cues";
import { judgeMention } from "./relevance";

const mark = (overrides: Partial<FeedbackMark>): FeedbackMark => ({
  id: "f1",
  userId: "u1",
  eventId: "e1",
  reason: null,
  duplicateOfEventId: null,
  title: "",
  text: "",
  publication: null,
  signalType: null,
  ...overrides,
});

describe("what Not relevant marks teach discovery", () => {
  const profile = buildAccountProfile({ name: "Orbit Analytics", url: "https://orbitanalytics.example" });

  it("a wrong-company mark turns away articles naming the other company, its domain, or its industry", () => {
    const feedback = discoveryFeedbackOf(
      [mark({ reason: "wrong_company", title: "Orbit Analytics Bakery opens a cafe", text: "Orbit Analytics Bakery (orbitbakery.co.uk) sells bread and coffee." })],
      profile,
      1,
    );
    expect(feedback.namesakeCues[0]).toMatchObject({ otherNames: ["Orbit Analytics Bakery"], domains: ["orbitbakery.co.uk"], industries: ["hospitality"] });
    const cues = feedback.namesakeCues;
    expect(namesakeByFeedback({ title: "Orbit Analytics Bakery wins award", snippet: "" }, profile, cues)?.reason).toBe("names Orbit Analytics Bakery");
    expect(namesakeByFeedback({ title: "Orbit Analytics hires", snippet: "See orbitbakery.co.uk for jobs." }, profile, cues)?.reason).toBe("names orbitbakery.co.uk");
    expect(namesakeByFeedback({ title: "Orbit Analytics opens a restaurant", snippet: "" }, profile, cues)?.reason).toBe("speaks of hospitality");
    expect(namesakeByFeedback({ title: "Orbit Analytics raises $40 million", snippet: "The data platform grows." }, profile, cues)).toBeNull();
  });

  it("old-news marks halve that source's window; other sources keep theirs", () => {
    const feedback = discoveryFeedbackOf([mark({ reason: "old_news", publication: "Leeds Local" }), mark({ id: "f2", reason: "old_news", publication: "leeds local" })], profile, 1);
    expect(sourceWindow("Leeds Local", 30, feedback)).toMatchObject({ days: 7 });
    expect(sourceWindow("Data Daily", 30, feedback)).toMatchObject({ days: 30, marks: [] });
  });

  it("not-important marks lower the signal type by the share of the account's users who made them", () => {
    const feedback = discoveryFeedbackOf([mark({ reason: "not_important", signalType: "funding" })], profile, 2);
    expect(signalScoreDelta("funding", feedback).delta).toBe(-NOT_IMPORTANT_PENALTY / 2);
    expect(signalScoreDelta("hiring", feedback).delta).toBe(0);
  });

  it("a passing-mention mark raises the about-the-account threshold", () => {
    const article = {
      title: "Scooters return to Lisbon",
      snippet: "",
      text: "Orbit Analytics said scooters return to Lisbon this spring after a pause. Riders can book them in a new app. City officials approved the plan on Monday. The fleet has 900 scooters in all. Orbit Analytics will run the fleet's data.",
    };
    expect(judgeMention(article, profile).verdict).toBe("about");
    expect(judgeMention(article, profile, 0.15).verdict).toBe("passing_mention");
  });
});

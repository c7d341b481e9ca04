import { describe, expect, it } from "vitest";
import { laterStatus } from "./email-status-order";

describe("email status order", () => {
  it("moves forward only", () => {
    expect(laterStatus("sent", "delivered")).toBe("delivered");
    expect(laterStatus("opened", "delivered")).toBe("opened");
    expect(laterStatus("clicked", "opened")).toBe("clicked");
    expect(laterStatus("pending", "opened")).toBe("opened");
  });

  it("lets failures and complaints win over progress", () => {
    expect(laterStatus("delivered", "bounced")).toBe("bounced");
    expect(laterStatus("clicked", "complained")).toBe("complained");
    expect(laterStatus("complained", "opened")).toBe("complained");
  });
});

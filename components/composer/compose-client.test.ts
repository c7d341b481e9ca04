import { describe, expect, it } from "vitest";
import { messageLength } from "./compose-client";

describe("message length", () => {
  it("counts words where words are written with spaces", () => {
    expect(messageLength("Hi Dana,\n\ncongratulations on the Series C.")).toBe("7 words");
    expect(messageLength("Hello")).toBe("1 word");
    expect(messageLength("  ")).toBe("0 words");
  });

  it("counts characters in Japanese and Chinese, and says so", () => {
    expect(messageLength("田中様\n\nシリーズCの資金調達、おめでとうございます。")).toBe("25 characters");
    expect(messageLength("您好，恭喜贵公司完成C轮融资。")).toBe("15 characters");
  });
});

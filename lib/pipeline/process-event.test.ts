import { describe, expect, it } from "vitest";
import { personName } from "@/lib/people/person-name";

describe("personName", () => {
  it("drops leading honorifics and extra spaces, and nothing else", () => {
    expect(personName("Dr. Tomas Lindqvist")).toBe("Tomas Lindqvist");
    expect(personName("  Prof.  Dr  Anna   Weber ")).toBe("Anna Weber");
    expect(personName("MRS. Jane Doe")).toBe("Jane Doe");
    expect(personName("Ms Aisha Bello")).toBe("Aisha Bello");
    expect(personName("Mr.")).toBe("");
    expect(personName("Drew Carey")).toBe("Drew Carey");
    expect(personName("Msizi Dlamini")).toBe("Msizi Dlamini");
    expect(personName("Maria Prof")).toBe("Maria Prof");
  });
});

import { describe, expect, it } from "vitest";
import { columnMappingSchema, detectColumns } from "./column-mapping";

describe("detectColumns", () => {
  it("maps a Salesforce account export", () => {
    expect(detectColumns(["Account ID", "Account Name", "Account Owner", "Website", "Owner Email", "Billing City"])).toEqual({
      name: 1,
      url: 3,
      fullName: null,
      ownerEmail: 4,
    });
  });

  it("maps a HubSpot company export, with a BOM and odd spacing", () => {
    expect(detectColumns(["\uFEFFRecord ID", " Company name ", "Company Domain Name", "Company owner", "Legal Name"])).toEqual({
      name: 1,
      url: 2,
      fullName: 4,
      ownerEmail: 3,
    });
    expect(detectColumns(["Name", "Website URL"])).toEqual({ name: 0, url: 1, fullName: null, ownerEmail: null });
  });

  it("leaves unknown columns unmapped", () => {
    expect(detectColumns(["Foo", "Bar"])).toEqual({ name: null, url: null, fullName: null, ownerEmail: null });
  });

  it("reads the mapping from query text, blank or -1 meaning none", () => {
    expect(columnMappingSchema.parse({ name: "0", url: "2", fullName: "", ownerEmail: "-1" })).toEqual({ name: 0, url: 2, fullName: null, ownerEmail: null });
    expect(columnMappingSchema.safeParse({ name: "x" }).success).toBe(false);
  });
});

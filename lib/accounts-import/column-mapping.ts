import { z } from "@/lib/validation/zod";
import { MAPPING_FIELDS, type ColumnMapping, type MappingField } from "./mapping-fields";

// Salesforce account exports and HubSpot company exports, best match first per field.
const ALIASES: Record<MappingField, string[]> = {
  name: ["account name", "company name", "name", "account", "company"],
  url: ["website", "company domain name", "website url", "domain", "domain name", "url", "web site"],
  fullName: ["official name", "legal name", "account legal name", "full name", "company legal name"],
  ownerEmail: [
    "owner email",
    "account owner email",
    "company owner email",
    "hubspot owner email",
    "owner email address",
    "account owner",
    "company owner",
    "hubspot owner",
    "owner",
  ],
};

const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ");

/** The mapping guessed from a header row; each column is used for one field at most. */
export function detectColumns(headers: string[]): ColumnMapping {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = { name: null, url: null, fullName: null, ownerEmail: null };
  for (const field of MAPPING_FIELDS) {
    for (const alias of ALIASES[field]) {
      const index = normalised.findIndex((header, i) => header === alias && !taken.has(i));
      if (index !== -1) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

const columnIndex = z.preprocess(
  (value) => (value === null || value === undefined || value === "" || value === "-1" ? null : value),
  z.coerce.number().int().min(0).max(499).nullable(),
);

/** The mapping as the dialog sends it (query parameters: name, url, fullName, ownerEmail). */
export const columnMappingSchema = z.object({ name: columnIndex, url: columnIndex, fullName: columnIndex, ownerEmail: columnIndex });

export const MAPPING_REQUIRED_MESSAGE = "Choose the columns that hold the account name and the website.";

/** Which column (0-based index) holds each field; null when the file has none. */
export type ColumnMapping = { name: number | null; url: number | null; fullName: number | null; ownerEmail: number | null };

export const MAPPING_FIELDS = ["name", "url", "fullName", "ownerEmail"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

export const MAPPING_LABELS: Record<MappingField, string> = {
  name: "Name",
  url: "Website or domain",
  fullName: "Official name (optional)",
  ownerEmail: "Owner email (optional)",
};

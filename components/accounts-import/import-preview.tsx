"use client";

import { MAPPING_FIELDS, MAPPING_LABELS, type ColumnMapping, type MappingField } from "@/lib/accounts-import/mapping-fields";
import type { CsvPreview } from "@/lib/accounts-import/preview-csv";

const SELECT_CLASS =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring max-sm:h-11";

/** The column selects (guessed from the headers, changeable) and the first rows of the file. */
export function ImportPreview({
  preview,
  mapping,
  onMappingChange,
  disabled,
}: {
  preview: CsvPreview;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  disabled: boolean;
}) {
  const set = (field: MappingField, value: string) => onMappingChange({ ...mapping, [field]: value === "" ? null : Number(value) });
  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Columns</legend>
        {MAPPING_FIELDS.map((field) => (
          <div key={field} className="grid min-w-0 gap-1 text-sm">
            <label htmlFor={`accounts-import-${field}`}>{MAPPING_LABELS[field]}</label>
            <select
              id={`accounts-import-${field}`}
              className={SELECT_CLASS}
              value={mapping[field] === null ? "" : String(mapping[field])}
              onChange={(e) => set(field, e.target.value)}
              disabled={disabled}
              data-field={field}
            >
              <option value="">— None —</option>
              {preview.headers.map((header, i) => (
                <option key={i} value={i}>
                  {header || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <div className="grid min-w-0 gap-1">
        <p className="text-sm text-muted-foreground" id="import-preview-caption">
          First {preview.rows.length} of {preview.totalRows.toLocaleString("en-US")} rows
        </p>
        <div className="max-h-48 overflow-auto rounded-md border" tabIndex={0} role="region" aria-labelledby="import-preview-caption">
          <table className="w-full text-left text-xs" data-testid="import-preview">
            <thead className="bg-muted/40">
              <tr>
                {preview.headers.map((header, i) => (
                  <th key={i} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                    {header || `Column ${i + 1}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, r) => (
                <tr key={r} className="border-t">
                  {preview.headers.map((_, i) => (
                    <td key={i} className="max-w-48 truncate px-2 py-1 whitespace-nowrap">
                      {row[i] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

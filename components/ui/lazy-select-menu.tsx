"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import type { LazySelectProps } from "./lazy-select";

/** The real select behind ./lazy-select.tsx, mounted open by the press that loaded it. */
export default function LazySelectMenu<T extends string>({ id, value, items, disabled, onChange, className }: LazySelectProps<T>) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)} disabled={disabled} defaultOpen>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {items.map(([v, text]) => (
          <SelectItem key={v} value={v}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

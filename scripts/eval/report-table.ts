import type { ClassScore } from "./scores";
import { pct } from "./scores";

// Development and held-out figures side by side, one row per class.

/** `held` null: the held-out part is hidden (while tuning), its column reads "—". */
export function classTable(title: string, dev: ClassScore[], held: ClassScore[] | null, devLabel = "development"): string {
  const rows = [`${title}`, `${"class".padEnd(18)} | ${`${devLabel} P / R / F1 (n)`.padEnd(31)} | held-out P / R / F1 (n)`];
  for (let i = 0; i < dev.length; i++) {
    const cell = (c: ClassScore) => `${pct(c.precision)} ${pct(c.recall)} ${pct(c.f1)} (${String(c.support).padStart(3)})`;
    const h = held?.[i];
    if (dev[i].support === 0 && dev[i].predicted === 0 && (!h || (h.support === 0 && h.predicted === 0))) continue;
    rows.push(`${dev[i].type.padEnd(18)} | ${cell(dev[i]).padEnd(31)} | ${h ? cell(h) : "—"}`);
  }
  return rows.join("\n");
}

export function line(label: string, dev: string, held: string): string {
  return `${label.padEnd(44)} | ${dev.padEnd(30)} | ${held}`;
}

import { SIGNAL_TYPE_LABELS, STRONG_SIGNAL_WEIGHT, isSignalType, weightOf, type SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";

// Account heat (issue 25, part 4): per account and user, from the number, recency and weight of the
// account's signals in the last 21 days. Each signal adds weight/100, counted in full today and half at
// 21 days; two or more strong signals (a type the user weighs 80 or more) make the account "Heating up".
// Pure: the loader (account-heat.ts) and the tests feed it.

export const HEAT_WINDOW_DAYS = 21;
export const HEATING_UP = "Heating up";
/** Strong signals it takes to be heating up. */
export const HOT_STRONG_SIGNALS = 2;

export type HeatSignalInput = { eventId: string; accountId: string; title: string | null; signalType: string | null; day: string };

export type HeatSignal = { eventId: string; title: string; type: string; weight: number; ageDays: number; strong: boolean; points: number };
export type AccountHeat = { score: number; hot: boolean; strongCount: number; signals: HeatSignal[] };

const dayMs = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The heat of each account that has signals in the window, keyed by account id. */
export function computeHeat(signals: HeatSignalInput[], weights: SignalWeights, today: string): Map<string, AccountHeat> {
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const byAccount = new Map<string, HeatSignal[]>();
  for (const s of signals) {
    const ageDays = Math.max(0, Math.round((todayMs - Date.parse(`${s.day.slice(0, 10)}T00:00:00Z`)) / dayMs));
    if (Number.isNaN(ageDays) || ageDays > HEAT_WINDOW_DAYS) continue;
    const type = isSignalType(s.signalType) ? s.signalType : "other";
    const weight = weightOf(weights, type);
    const points = (weight / 100) * (1 - (0.5 * ageDays) / HEAT_WINDOW_DAYS);
    const list = byAccount.get(s.accountId) ?? [];
    list.push({ eventId: s.eventId, title: s.title?.trim() || "Untitled event", type, weight, ageDays, strong: weight >= STRONG_SIGNAL_WEIGHT, points: round1(points) });
    byAccount.set(s.accountId, list);
  }
  const heat = new Map<string, AccountHeat>();
  for (const [accountId, list] of byAccount) {
    list.sort((a, b) => b.points - a.points || a.ageDays - b.ageDays);
    const strongCount = list.filter((s) => s.strong).length;
    const score = round1(list.reduce((sum, s) => sum + (s.weight / 100) * (1 - (0.5 * s.ageDays) / HEAT_WINDOW_DAYS), 0));
    heat.set(accountId, { score, hot: strongCount >= HOT_STRONG_SIGNALS, strongCount, signals: list });
  }
  return heat;
}

/** The badge: "Heating up", else "Heat 1.2"; null with no signal in the window. */
export function heatLabel(heat: AccountHeat | undefined | null): string | null {
  if (!heat || heat.signals.length === 0) return null;
  return heat.hot ? HEATING_UP : `Heat ${heat.score.toFixed(1)}`;
}

/** One line per signal for the explanation: "Funding (weight 90, strong), 3 days ago: Title". */
export function signalLine(s: HeatSignal): string {
  const label = SIGNAL_TYPE_LABELS[isSignalType(s.type) ? s.type : "other"];
  const age = s.ageDays === 0 ? "today" : s.ageDays === 1 ? "1 day ago" : `${s.ageDays} days ago`;
  return `${label} (weight ${s.weight}${s.strong ? ", strong" : ""}), ${age}: ${s.title}`;
}

/** The explanation's first line. */
export function heatSummary(heat: AccountHeat): string {
  const n = heat.signals.length;
  return `Score ${heat.score.toFixed(1)} from ${n} signal${n === 1 ? "" : "s"} in the last ${HEAT_WINDOW_DAYS} days, ${heat.strongCount} strong.`;
}

/** A hot account for the daily report's "Heating up" section. */
export type HeatingUpAccount = { accountId: string; accountName: string; score: number; summary: string; lines: string[] };

/** What an accounts list carries for one account's badge (the explanation loads when it opens: rows stay light). */
export type HeatView = { label: string; hot: boolean; score: number };
/** The explanation: the summary and one line per signal. */
export type HeatExplanation = { summary: string; lines: string[] };

export function heatView(heat: AccountHeat | undefined): HeatView | null {
  const label = heatLabel(heat);
  if (!heat || !label) return null;
  return { label, hot: heat.hot, score: heat.score };
}

export function heatExplanation(heat: AccountHeat): HeatExplanation {
  return { summary: heatSummary(heat), lines: heat.signals.map(signalLine) };
}

/** Hottest first (heating up before the rest, then by score); ties and cold accounts keep their order. */
export function sortByHeat<T>(rows: T[], heatOf: (row: T) => HeatView | null | undefined): T[] {
  const rank = (h: HeatView | null | undefined) => (h ? (h.hot ? 1000 : 0) + h.score : -1);
  return rows
    .map((row, index) => ({ row, index, rank: rank(heatOf(row)) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((x) => x.row);
}

import type { SignalType } from "../signal-types";

export const signalNouns: Record<SignalType, string> = {
  funding: "the funding round",
  acquisition: "the acquisition",
  leadership_change: "the leadership change",
  hiring: "the hiring plan",
  expansion: "the expansion",
  partnership: "the partnership",
  product_launch: "the launch",
  layoffs: "the restructuring",
  earnings: "the latest results",
  legal: "the legal matter",
  other: "this news",
};

/** The next step for the salesperson, naming the contact and the offering. */
export const actions: Record<SignalType, (contact: string, offer: string) => string> = {
  funding: (c, o) => `Congratulate ${c} on the funding and offer a short ${o} session on planning how the new capital is deployed.`,
  acquisition: (c, o) => `Reach out to ${c} about the integration and propose a ${o} assessment for the first 100 days after closing.`,
  leadership_change: (c, o) => `Send ${c} a note on the new role and ask for a 30-minute introduction to show how ${o} supports a new leader’s first priorities.`,
  hiring: (c, o) => `Contact ${c} about the hiring plan and offer ${o} to plan headcount and track the ramp-up.`,
  expansion: (c, o) => `Reach out to ${c} about the expansion and propose ${o} for the new sites from day one.`,
  partnership: (c, o) => `Ask ${c} what the partnership changes for their teams and systems, and suggest ${o} as part of the roll-out.`,
  product_launch: (c, o) => `Congratulate ${c} on the launch and offer ${o} to support its roll-out.`,
  layoffs: (c, o) => `Approach ${c} with care: acknowledge the restructuring and show how ${o} lowers cost without adding headcount.`,
  earnings: (c, o) => `Reference the latest results in a short note to ${c} and offer ${o} ahead of next year’s planning.`,
  legal: (c, o) => `Send ${c} a brief, discreet note on how ${o} reduces regulatory and audit risk.`,
  other: (c, o) => `Share the article with ${c} and propose a conversation about ${o}.`,
};

/** The next step when no offering answers a need the article states: learn before pitching. */
export const weakFitAction = (contact: string, signal: SignalType, closest: string) =>
  `Share the article with ${contact} and ask what ${signalNouns[signal]} changes for their team; no offering answers a need it states, so listen before raising ${closest}.`;

/** What a role usually owns, for the stakeholder reasoning. */
export function roleFocus(title: string): string {
  const t = title.toLowerCase();
  if (/security|ciso/.test(t)) return "owns security and the protection of the company’s systems and data";
  if (/risk|compliance|counsel|legal/.test(t)) return "owns risk, compliance and regulatory reporting";
  if (/financ|cfo|treasur|controller/.test(t)) return "owns budgets, forecasting and financial reporting";
  if (/people|human|hr|talent|chro/.test(t)) return "owns hiring and workforce planning";
  if (/information|technology|digital|data|cio|cto|engineering|it\b/.test(t)) return "owns the systems and data platforms";
  if (/operat|coo|grid|supply|manufactur/.test(t)) return "runs day-to-day operations and the work this event creates";
  if (/sales|revenue|marketing|commercial|cmo|cro/.test(t)) return "owns revenue growth";
  if (/executive|ceo|president|founder|chair|managing director/.test(t)) return "sets strategy and signs off on major investments";
  return "leads a team affected by this event";
}

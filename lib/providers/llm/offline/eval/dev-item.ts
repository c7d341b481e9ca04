import type { SignalType } from "../../signal-types";

/** A person the text names, labelled by hand: where they work and, for a change of role, which way. */
export type LabelledPerson = {
  name: string;
  /** The title as the text gives it (full: "Co-founder and Chief Executive Officer"). */
  title?: string;
  atAccount: boolean;
  change?: "incoming" | "departing";
};

/** One labelled article of the development set: written for the project, not copied from any outlet. */
export type DevItem = {
  id: string;
  account: string;
  accountFullName?: string;
  title: string;
  /** Paragraphs separated by blank lines, the lede first (page furniture included where extraction keeps it). */
  text: string;
  signal: SignalType;
  /** "about": the story is about the account; "mention": the account only appears in it. */
  relation: "about" | "mention";
  people: LabelledPerson[];
  /** What makes the item hard, when it is an adversarial case. */
  trap?: string;
};

type PersonSpec = [name: string, title: string | null, where: "account" | "other", change?: "incoming" | "departing"];

/** Compact form: item("id", "Account", "signal", "about", "Title", ["lede", "body", …], [["Name", "Title", "account"]]). */
export function item(
  id: string,
  account: string | [name: string, fullName: string],
  signal: SignalType,
  relation: DevItem["relation"],
  title: string,
  paragraphs: string[],
  people: PersonSpec[] = [],
  trap?: string,
): DevItem {
  const [name, fullName] = Array.isArray(account) ? account : [account, undefined];
  return {
    id,
    account: name,
    accountFullName: fullName,
    title,
    text: paragraphs.join("\n\n"),
    signal,
    relation,
    people: people.map(([n, t, where, change]) => ({ name: n, title: t ?? undefined, atAccount: where === "account", change })),
    trap,
  };
}

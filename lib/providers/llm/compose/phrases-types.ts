import type { MessageObjective, MessageTone } from "./compose-types";

/** The fixed wording of the offline composer in one language. Facts quoted from the event stay as written. */
export type Phrases = {
  /** Opening and closing quotation marks around quoted facts. */
  quote: [string, string];
  greet: (name: string) => string;
  greetFormal: (name: string) => string;
  greetAll: string;
  introProspect: (sender: string, company: string) => string;
  introCustomer: string;
  saw: (account: string) => string;
  alsoNoted: string;
  relevance: (company: string, offerings: string) => string;
  question: string;
  directLead: string;
  insightLead: string;
  cta: Record<MessageObjective, string>;
  close: Record<MessageTone, string>;
  signoff: string;
  subject: (account: string) => string;
  phone: { open: string; context: string; value: string; question: string; ask: string };
  /** Joins offering names: "A and B". */
  and: string;
  /** Bad news (a timing guardrail): an acknowledgement instead of the pitch, an offer with no agenda instead of the ask, a gentle close. */
  care: { acknowledge: string; offer: string; close: string };
};

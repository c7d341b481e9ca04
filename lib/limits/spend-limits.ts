import { countInWindow, uncountAttempt } from "@/lib/auth/attempt-limiter";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

/** Requests that spend on the LLM or the search provider, each with its own budget. */
export type SpendKind = "compose" | "event_processing" | "discovery";

const WHAT: Record<SpendKind, string> = {
  compose: "message drafts",
  event_processing: "event analyses",
  discovery: "discovery runs",
};

function limitsOf(kind: SpendKind): { perUser: number; perCompany: number } {
  const e = env();
  if (kind === "compose") return { perUser: e.COMPOSE_MAX_PER_USER, perCompany: e.COMPOSE_MAX_PER_COMPANY };
  if (kind === "event_processing") return { perUser: e.EVENT_PROCESSING_MAX_PER_USER, perCompany: e.EVENT_PROCESSING_MAX_PER_COMPANY };
  return { perUser: e.DISCOVERY_MAX_PER_USER, perCompany: e.DISCOVERY_MAX_PER_COMPANY };
}

/** A 429 whose message says which limit was reached and when to try again; routes add Retry-After. */
export class SpendLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super("rate_limited", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const windowLabel = (minutes: number) => (minutes === 60 ? "hour" : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);
const waitLabel = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

/**
 * Counts one spending request against the person who made it (the signed-in person, also when an admin
 * acts as someone) and against the company it is for, before anything is spent; over either budget it
 * throws a SpendLimitError. A request refused for the person is not held against their company.
 */
export async function admitSpend(kind: SpendKind, who: { userId: string; companyId: string | null }): Promise<void> {
  const { perUser, perCompany } = limitsOf(kind);
  const minutes = env().SPEND_LIMIT_WINDOW_MINUTES;
  const windowMs = minutes * 60_000;
  const per = windowLabel(minutes);
  const user = await countInWindow(`spend:${kind}:user:${who.userId}`, windowMs);
  if (user.count > perUser) {
    throw new SpendLimitError(
      `You've reached your limit of ${perUser} ${WHAT[kind]} per ${per}. Try again in ${waitLabel(user.resetsInMs)}.`,
      Math.ceil(user.resetsInMs / 1000),
    );
  }
  if (!who.companyId) return;
  const companyKey = `spend:${kind}:company:${who.companyId}`;
  const company = await countInWindow(companyKey, windowMs);
  if (company.count > perCompany) {
    await uncountAttempt(`spend:${kind}:user:${who.userId}`);
    throw new SpendLimitError(
      `Your company has reached its limit of ${perCompany} ${WHAT[kind]} per ${per}. Try again in ${waitLabel(company.resetsInMs)}.`,
      Math.ceil(company.resetsInMs / 1000),
    );
  }
}

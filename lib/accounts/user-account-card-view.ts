import { activityAge, activityLevel } from "@/lib/dates/relative-age";
import type { UserAccountCard } from "./list-user-accounts";

/** What an account card shows, with its ages worked out once on the server (one clock for every card). */
export function toCardView(account: UserAccountCard, now: Date) {
  return {
    id: account.id,
    name: account.name,
    fullName: account.fullName,
    url: account.url,
    logoUrl: account.logoUrl,
    latest: account.lastEventDate ? activityAge(account.lastEventDate, now) : "None",
    level: activityLevel(account.lastEventDate, now),
    weekly: account.weekly,
  };
}

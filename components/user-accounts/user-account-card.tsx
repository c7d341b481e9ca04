import { ExternalLink } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import type { UserAccountCard as Card } from "@/lib/accounts/list-user-accounts";
import { activityAge, activityLevel } from "@/lib/dates/relative-age";
import { cn } from "@/lib/utils/cn";
import { WeeklySparkline } from "./weekly-sparkline";

/** A // prefix when the url has no http:// or https:// (spec 2 §2), so it never resolves as a relative path. */
export function websiteHref(url: string) {
  return /^https?:\/\//i.test(url) ? url : `//${url.replace(/^\/+/, "")}`;
}

const LEVELS = {
  recent: { label: "Recently Active", dot: "bg-emerald-500", text: "text-emerald-700 dark:text-emerald-400" },
  some: { label: "Some Activity", dot: "bg-amber-500", text: "text-amber-700 dark:text-amber-400" },
  none: { label: "No Activity Yet", dot: "bg-muted-foreground/40", text: "text-muted-foreground" },
} as const;

export function UserAccountCard({ account, now }: { account: Card; now: Date }) {
  const level = LEVELS[activityLevel(account.lastEventDate, now)];
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs" data-account-id={account.id}>
      <header className="flex items-start gap-3">
        <AccountLogo name={account.name} logoUrl={account.logoUrl} className="size-11" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{account.name}</h2>
          {account.fullName && account.fullName !== account.name ? (
            <p className="truncate text-sm text-muted-foreground">{account.fullName}</p>
          ) : null}
          {account.url ? (
            <a
              href={websiteHref(account.url)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-brand hover:underline"
            >
              Visit website
              <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </header>
      <div className="flex items-end justify-between gap-3 border-t pt-3">
        <div className="grid gap-1 text-sm">
          <p>
            <span className="text-muted-foreground">Latest Activity: </span>
            {account.lastEventDate ? activityAge(account.lastEventDate, now) : "None"}
          </p>
          <p className={cn("inline-flex items-center gap-1.5 text-xs font-medium", level.text)}>
            <span className={cn("size-2 rounded-full", level.dot)} aria-hidden />
            {level.label}
          </p>
        </div>
        <WeeklySparkline weekly={account.weekly} />
      </div>
    </article>
  );
}

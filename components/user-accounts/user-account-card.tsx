"use client";

import { useState } from "react";
import { AccountSteeringRow } from "@/components/account-steering/account-steering-row";
import { useSnoozeActions } from "@/components/account-steering/snooze-actions-context";
import { LogoMark } from "@/components/shared/logo-mark";
import type { AccountSteering } from "@/lib/account-heat/account-steering";
import type { ActivityLevel } from "@/lib/dates/relative-age";
import "./user-account-card.css";

/** A // prefix when the url has no http:// or https:// (spec 2 §2), so it never resolves as a relative path. */
export function websiteHref(url: string) {
  return /^https?:\/\//i.test(url) ? url : `//${url.replace(/^\/+/, "")}`;
}

/** What a card shows (lib/accounts/user-account-card-view.ts). */
export type UserAccountCardView = {
  id: string;
  name: string;
  fullName: string | null;
  url: string | null;
  logoUrl: string | null;
  /** "Latest Activity" text: an age or "None". */
  latest: string;
  level: ActivityLevel;
  weekly: number[];
};

const LEVELS = { recent: "Recently Active", some: "Some Activity", none: "No Activity Yet" } as const;

/** One assigned account: logo, names, website, latest activity and the 12-week chart. Styled by user-account-card.css. */
export function UserAccountCard({ account, steering }: { account: UserAccountCardView; steering?: AccountSteering }) {
  const snoozeActions = useSnoozeActions();
  return (
    <article className="uac" data-account-id={account.id}>
      <header>
        <LogoMark name={account.name} logoUrl={account.logoUrl} />
        <div>
          <h2>{account.name}</h2>
          {account.fullName && account.fullName !== account.name ? <p>{account.fullName}</p> : null}
          {account.url ? (
            <a href={websiteHref(account.url)} target="_blank" rel="noopener noreferrer" className="i-ext">
              Visit website
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </header>
      <div>
        <div>
          <p>
            <span>Latest Activity: </span>
            {account.latest}
          </p>
          <p className={`uac-${account.level}`}>{LEVELS[account.level]}</p>
        </div>
        <WeeklySparkline weekly={account.weekly} />
      </div>
      {snoozeActions && (
        <footer>
          <AccountSteeringRow accountId={account.id} accountName={account.name} steering={steering} actions={snoozeActions} />
        </footer>
      )}
    </article>
  );
}

/**
 * Events per week over the last 12 weeks as a small bar chart in plain SVG (no chart library). A bar's
 * title ("N, K week(s) ago") is added while the pointer is on it rather than sent for every bar.
 */
function WeeklySparkline({ weekly }: { weekly: number[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const max = Math.max(1, ...weekly);
  const total = weekly.reduce((a, b) => a + b, 0);
  const width = weekly.length * 8 - 2;
  return (
    <svg
      role="img"
      aria-label={`${total} event${total === 1 ? "" : "s"} in the last ${weekly.length} weeks`}
      viewBox={`0 0 ${width} 24`}
      width={width}
      height={24}
      onPointerLeave={() => setHovered(null)}
    >
      {weekly.map((count, i) => {
        const h = count === 0 ? 2 : Math.max(4, Math.round((count / max) * 24));
        return (
          <rect key={i} x={i * 8} y={24 - h} height={h} onPointerEnter={() => setHovered(i)}>
            {hovered === i ? <title>{i === weekly.length - 1 ? `${count} this week` : `${count}, ${weekly.length - 1 - i} week(s) ago`}</title> : null}
          </rect>
        );
      })}
    </svg>
  );
}

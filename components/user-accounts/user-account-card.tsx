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
 * Events per week over the last 12 weeks as a small bar chart in plain SVG (no chart library): the bars
 * are one path and the empty weeks one dashed line, not a shape each, so a card stays light. A week's
 * title ("N, K week(s) ago") is added under the pointer while it is on the chart rather than sent for
 * every bar.
 */
function WeeklySparkline({ weekly }: { weekly: number[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const max = Math.max(1, ...weekly);
  const total = weekly.reduce((a, b) => a + b, 0);
  const width = weekly.length * 8 - 2;
  const bars = weekly
    .map((count, i) => ({ count, x: i * 8, h: Math.max(4, Math.round((count / max) * 24)) }))
    .filter((bar) => bar.count > 0)
    .map((bar) => `M${bar.x} ${24 - bar.h}h6v${bar.h}h-6z`)
    .join("");
  const week = (clientX: number, box: DOMRect) => Math.min(weekly.length - 1, Math.max(0, Math.floor(((clientX - box.left) / box.width) * weekly.length)));
  return (
    <svg
      role="img"
      aria-label={`${total} event${total === 1 ? "" : "s"} in the last ${weekly.length} weeks`}
      viewBox={`0 0 ${width} 24`}
      width={width}
      height={24}
      onPointerMove={(e) => setHovered(week(e.clientX, e.currentTarget.getBoundingClientRect()))}
      onPointerLeave={() => setHovered(null)}
    >
      {/* every week's 2 px stub as one dashed line (6 on, 2 off); the bars of weeks with events cover theirs */}
      <path className="e" d={`M0 23h${width}`} />
      <path d={bars} />
      {hovered !== null ? (
        <rect x={hovered * 8 - 1} y={0} width={8} height={24}>
          <title>{hovered === weekly.length - 1 ? `${weekly[hovered]} this week` : `${weekly[hovered]}, ${weekly.length - 1 - hovered} week(s) ago`}</title>
        </rect>
      ) : null}
    </svg>
  );
}

"use client";

import { initials } from "@/lib/users/initials";
import "./list-table.css";

/** A logo over its initials (CSS, no state per row): when the image fails it is hidden and the initials show. */
export function LogoMark({ name, logoUrl, className }: { name: string; logoUrl: string | null | undefined; className?: string }) {
  return (
    <span className={className ? `lt-lg ${className}` : "lt-lg"} data-i={initials(name)} aria-hidden>
      {logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos come from storage or user sites at any host; next/image would need every host configured
        <img src={logoUrl} alt="" loading="lazy" onError={(e) => (e.currentTarget.hidden = true)} />
      ) : null}
    </span>
  );
}

/**
 * A row's icon button: named by `label`, its tip (`tip`) shown by the table's one HoverTip, its icon a
 * CSS mask (`icon`: ed, dl, vw, ml, bg, rd, fs). Inside `.lt-ax`.
 */
export function IconAction({
  icon,
  label,
  tip,
  muted = false,
  disabled,
  onClick,
}: {
  icon: string;
  label: string;
  tip?: string;
  muted?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return <button className={muted ? `i-${icon} lt-mu` : `i-${icon}`} aria-label={label} data-tip={tip} disabled={disabled} onClick={onClick} />;
}

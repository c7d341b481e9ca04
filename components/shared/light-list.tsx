"use client";

import "./list-table.css";

/**
 * A row's icon button: named by `label`, its tip (`tip`) shown by the table's one HoverTip, its icon a
 * CSS mask (`icon`: ed, dl, vw, ml, bg, rd, fs, up). Inside `.lt-ax`.
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

"use client";

import { initials } from "@/lib/users/initials";
import "./logo-mark.css";

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

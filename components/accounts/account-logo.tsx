"use client";

import { useState } from "react";
import { ImageIcon } from "lucide-react";
import { initials } from "@/lib/users/initials";
import { cn, overridable } from "@/lib/utils/cn";
import { FONT_SIZE, ROUNDED, SIZE, TEXT_COLOR } from "@/lib/utils/class-groups";

/** An account's logo, or its initials when it has none or the image does not load. */
export function AccountLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null | undefined;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center overflow-hidden border font-semibold",
        showImage ? "bg-white" : "bg-muted",
        overridable("size-9 rounded-md text-xs text-foreground", className, [SIZE, ROUNDED, FONT_SIZE, TEXT_COLOR]),
        className,
      )}
    >
      {showImage ? (
        // Logos come from our own storage or a pasted/chosen file's object URL: next/image cannot optimise either.
        // eslint-disable-next-line @next/next/no-img-element -- logos come from storage or user sites at any host; next/image would need every host configured
        <img src={logoUrl!} alt="" className="size-full object-contain p-1" onError={() => setFailedUrl(logoUrl ?? null)} />
      ) : (
        <span aria-hidden>{initials(name) || <ImageIcon className="size-[45%] min-w-4" />}</span>
      )}
    </span>
  );
}

import { CheckCircle2, CircleAlert } from "lucide-react";
import type { Flash } from "./use-flash-message";
import { cn } from "@/lib/utils/cn";

export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <p role="status" aria-live="polite" className={cn("flex min-h-5 items-center gap-1.5 text-sm", flash?.kind === "error" ? "text-destructive" : "text-emerald-700")}>
      {flash ? (
        <>
          {flash.kind === "error" ? <CircleAlert className="size-4" aria-hidden /> : <CheckCircle2 className="size-4" aria-hidden />}
          {flash.text}
        </>
      ) : null}
    </p>
  );
}

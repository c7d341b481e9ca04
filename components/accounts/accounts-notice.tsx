import { LogIn, MousePointerClick } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Why the accounts list cannot be shown: signed out, no company/user picked, or no company. */
export function AccountsNotice({ kind, message }: { kind: "sign-in" | "context"; message: string }) {
  const [lead, ...rest] = message.split(": ");
  const hasLead = kind === "context" && rest.length > 0;
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background px-6 py-14 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
        {kind === "sign-in" ? <LogIn className="size-5" aria-hidden /> : <MousePointerClick className="size-5" aria-hidden />}
      </span>
      <p className="max-w-md text-sm text-muted-foreground">
        {hasLead ? (
          <>
            <strong className="font-semibold text-foreground">{lead}:</strong> {rest.join(": ")}
          </>
        ) : (
          message
        )}
      </p>
      {kind === "sign-in" && (
        <Button asChild variant="outline" size="sm">
          <Link href="/signin">Sign In</Link>
        </Button>
      )}
    </div>
  );
}

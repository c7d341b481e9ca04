import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The not-found message, inside the app shell or on its own page. */
export function PageNotFound({ homeHref = "/", homeLabel = "Back to Trayo" }: { homeHref?: string; homeLabel?: string }) {
  return (
    <div className="flex max-w-md flex-col items-center gap-6 text-center">
      {/* React hoists it into <head>: "Page not found · Trayo" like every other title. */}
      <title>Page not found · Trayo</title>
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Compass className="size-6" aria-hidden />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="text-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      </div>
      <Button asChild>
        <Link href={homeHref}>{homeLabel}</Link>
      </Button>
    </div>
  );
}

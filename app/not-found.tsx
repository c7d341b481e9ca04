import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Wordmark } from "@/components/shell/wordmark";

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/30 px-6">
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        <Wordmark />
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <Compass className="size-6" aria-hidden />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
          <p className="text-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        </div>
        <Button asChild>
          <Link href="/">Back to Trayo</Link>
        </Button>
      </div>
    </main>
  );
}

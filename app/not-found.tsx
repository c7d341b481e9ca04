import { PageNotFound } from "@/components/shell/page-not-found";
import { Wordmark } from "@/components/shell/wordmark";

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/30 px-6">
      <div className="flex flex-col items-center gap-6">
        <Wordmark />
        <PageNotFound />
      </div>
    </main>
  );
}

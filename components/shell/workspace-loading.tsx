import { Wordmark } from "./wordmark";
import "./status-screens.css";

/** Full-screen placeholder while the shell resolves who is signed in and whose workspace to show. */
export function WorkspaceLoading({ text = "Setting up your workspace..." }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center bg-muted/30">
      <div className="flex flex-col items-center gap-4">
        <Wordmark markOnly className="scale-125" />
        <p className="ld-spin flex items-center gap-2 text-sm text-muted-foreground">
          {text}
        </p>
      </div>
    </div>
  );
}

/** In-page placeholder while a route segment loads inside the shell. */
export function PageLoading({ text = "Loading..." }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50vh] place-items-center">
      <p className="ld-spin flex items-center gap-2 text-sm text-muted-foreground">
        {text}
      </p>
    </div>
  );
}

import "./status-screens.css";

/** The spec's loading texts: a page loading inside the shell, and the workspace opening after sign-in. */
export const WORKSPACE_LOADING_TEXT = "Setting up your workspace...";

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

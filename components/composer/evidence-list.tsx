import { AlertTriangle } from "lucide-react";
import type { Evidence } from "@/lib/providers/llm/compose/compose-types";

/** Numbered sources under the preview, and every claim no source supports flagged before copying. */
export function EvidenceList({ evidence }: { evidence: Evidence }) {
  const flagged = evidence.claims.filter((c) => !c.supported);
  if (evidence.sources.length === 0 && flagged.length === 0) return null;
  return (
    <section aria-labelledby="evidence-heading" className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm">
      <h3 id="evidence-heading" className="font-semibold">
        Sources
      </h3>
      {flagged.length ? (
        <ul className="grid gap-1.5" aria-label="Unsupported claims">
          {flagged.map((c, i) => (
            // The alert inside the item: a list item cannot itself take the alert role.
            <li key={i}>
              <div role="alert" className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-50 p-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span className="font-medium">Unsupported claim: </span>“{c.claim}” is not stated in the article or event data. Check it before sending.
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {evidence.sources.length ? (
        <ol className="grid gap-1.5" aria-label="Evidence">
          {evidence.sources.map((source) => {
            const claims = evidence.claims.filter((c) => c.sourceId === source.id);
            return (
              <li key={source.id} className="grid grid-cols-[auto_1fr] gap-2">
                <span className="font-mono text-xs text-muted-foreground">[{source.id}]</span>
                <span>
                  <span className="text-muted-foreground">{source.text}</span>
                  {claims.length ? <span className="sr-only"> supports: {claims.map((c) => c.claim).join("; ")}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

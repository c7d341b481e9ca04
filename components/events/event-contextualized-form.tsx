"use client";

import { useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { EventData, EventOffering } from "@/lib/db/schema/events";
import { contextualizedSchema, firstIssue, MAX_OFFERINGS, type Contextualized } from "@/lib/events/event.validation";
import { FormSaveActions } from "./form-save-actions";

type Draft = { event_summary: string; tldr: string; why_it_matters: string; suggested_action: string; offerings: (EventOffering & { key: number })[] };

let nextKey = 1;
const withKey = (o: Partial<EventOffering>) => ({ name: o.name ?? "", link: o.link ?? "", offering: o.offering ?? "", key: nextKey++ });

function draftFrom(data: EventData): Draft {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    event_summary: text(data.event_summary),
    tldr: text(data.tldr),
    why_it_matters: text(data.why_it_matters),
    suggested_action: text(data.suggested_action),
    offerings: Array.isArray(data.offerings) ? data.offerings.map(withKey) : [],
  };
}

const fields = [
  { key: "event_summary", label: "Event summary", rows: 5, hint: null },
  { key: "tldr", label: "TL;DR", rows: 2, hint: "Optional" },
  { key: "why_it_matters", label: "Why it matters", rows: 4, hint: null },
  { key: "suggested_action", label: "Suggested action", rows: 3, hint: null },
] as const;

/**
 * The LLM's contextualised content, editable (spec 1 §5): event_summary, why_it_matters and
 * suggested_action required, tldr optional, 1 or 2 complete offerings.
 */
export function EventContextualizedForm({
  data,
  readOnly,
  onSave,
}: {
  data: EventData;
  readOnly: boolean;
  onSave: (value: Contextualized) => Promise<string | null>;
}) {
  const [draft, setDraft] = useState(() => draftFrom(data));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function setOffering(key: number, patch: Partial<EventOffering>) {
    setDraft((d) => ({ ...d, offerings: d.offerings.map((o) => (o.key === key ? { ...o, ...patch } : o)) }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    const parsed = contextualizedSchema.safeParse({ ...draft, offerings: draft.offerings.map(({ name, link, offering }) => ({ name, link, offering })) });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError(null);
    setSaving(true);
    const failure = await onSave(parsed.data);
    setSaving(false);
    setError(failure);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-2">
          <Label htmlFor={`ctx-${field.key}`}>
            {field.label}
            {field.hint ? <span className="font-normal text-muted-foreground">({field.hint})</span> : null}
          </Label>
          <Textarea
            id={`ctx-${field.key}`}
            rows={field.rows}
            value={draft[field.key]}
            onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
            readOnly={readOnly}
            disabled={saving}
            className="read-only:bg-muted/40"
          />
        </div>
      ))}

      <div role="group" aria-labelledby="ctx-offerings" className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <span id="ctx-offerings" className="text-sm font-medium">
            Offerings <span className="font-normal text-muted-foreground">({draft.offerings.length} of {MAX_OFFERINGS})</span>
          </span>
          {readOnly ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setDraft((d) => ({ ...d, offerings: [...d.offerings, withKey({})] }))}
              disabled={saving || draft.offerings.length >= MAX_OFFERINGS}
            >
              <Plus aria-hidden />
              Add offering
            </Button>
          )}
        </div>
        {draft.offerings.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No offerings yet.</p>
        ) : null}
        {draft.offerings.map((o, index) => (
          <div key={o.key} role="group" aria-label={`Offering ${index + 1}`} className="grid gap-3 rounded-lg border bg-muted/20 p-3">
            <div className="flex items-center justify-between">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Offering {index + 1}</span>
              {readOnly ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove offering ${index + 1}`}
                  onClick={() => setDraft((d) => ({ ...d, offerings: d.offerings.filter((x) => x.key !== o.key) }))}
                  disabled={saving}
                  className="text-muted-foreground hover:text-destructive"
                >
                  <Trash2 />
                </Button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`offering-name-${o.key}`}>Name</Label>
                <Input id={`offering-name-${o.key}`} value={o.name} onChange={(e) => setOffering(o.key, { name: e.target.value })} readOnly={readOnly} className="read-only:bg-muted/40" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`offering-link-${o.key}`}>Link</Label>
                <Input id={`offering-link-${o.key}`} type="url" value={o.link} onChange={(e) => setOffering(o.key, { link: e.target.value })} readOnly={readOnly} className="read-only:bg-muted/40" />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`offering-text-${o.key}`}>Offering</Label>
              <Textarea id={`offering-text-${o.key}`} rows={2} value={o.offering} onChange={(e) => setOffering(o.key, { offering: e.target.value })} readOnly={readOnly} className="read-only:bg-muted/40" />
            </div>
          </div>
        ))}
      </div>

      <FormSaveActions error={error} readOnly={readOnly} saving={saving} />
    </form>
  );
}

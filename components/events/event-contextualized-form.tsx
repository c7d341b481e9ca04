"use client";

import { useEffect, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { EventData, EventOffering } from "@/lib/db/schema/events";
import { contextualizedSchema, firstIssue, INVALID_OFFERING_LINK, isHttpUrl, MAX_OFFERINGS, type Contextualized } from "@/lib/events/event.validation";
import { ALL_FIELDS_REQUIRED, OFFERING_FIELDS_REQUIRED } from "@/lib/events/event-error";
import { FormSaveActions } from "./form-save-actions";

type Draft = { event_summary: string; tldr: string; why_it_matters: string; suggested_action: string; offerings: (EventOffering & { key: number })[] };

let nextKey = 1;
const withKey = (o: Partial<EventOffering>) => ({ name: o.name ?? "", link: o.link ?? "", offering: o.offering ?? "", fit: o.fit, key: nextKey++ });

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
  onDirtyChange,
}: {
  data: EventData;
  readOnly: boolean;
  onSave: (value: Contextualized) => Promise<string | null>;
  /** Whether the draft differs from the saved data (the dialog warns before discarding it). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [draft, setDraft] = useState(() => draftFrom(data));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Ids of the inputs the last failed save was about: marked aria-invalid, the first one focused.
  const [invalid, setInvalid] = useState<string[]>([]);
  const [initial] = useState(() => comparable(draftFrom(data)));
  const dirty = comparable(draft) !== initial;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => {
    if (invalid.length > 0) document.getElementById(invalid[0])?.focus();
  }, [invalid]);

  const isInvalid = (id: string) => (invalid.includes(id) ? true : undefined);
  const unmark = (id: string) => setInvalid((current) => (current.includes(id) ? current.filter((x) => x !== id) : current));

  function setOffering(key: number, patch: Partial<EventOffering>) {
    setDraft((d) => ({ ...d, offerings: d.offerings.map((o) => (o.key === key ? { ...o, ...patch } : o)) }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    const parsed = contextualizedSchema.safeParse({ ...draft, offerings: draft.offerings.map(({ name, link, offering }) => ({ name, link, offering })) });
    if (!parsed.success) {
      const message = firstIssue(parsed.error);
      setError(message);
      setInvalid(invalidInputs(draft, message));
      return;
    }
    setInvalid([]);
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
            onChange={(e) => {
              setDraft((d) => ({ ...d, [field.key]: e.target.value }));
              unmark(`ctx-${field.key}`);
            }}
            aria-invalid={isInvalid(`ctx-${field.key}`)}
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
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Offering {index + 1}
                {o.fit === "weak" ? <span className="ml-2 font-normal normal-case">· weak fit</span> : null}
              </span>
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
                <Input id={`offering-name-${o.key}`} aria-invalid={isInvalid(`offering-name-${o.key}`)} value={o.name} onChange={(e) => {
                    setOffering(o.key, { name: e.target.value });
                    unmark(`offering-name-${o.key}`);
                  }} readOnly={readOnly} className="read-only:bg-muted/40" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`offering-link-${o.key}`}>Link</Label>
                <Input id={`offering-link-${o.key}`} aria-invalid={isInvalid(`offering-link-${o.key}`)} type="url" value={o.link} onChange={(e) => {
                    setOffering(o.key, { link: e.target.value });
                    unmark(`offering-link-${o.key}`);
                  }} readOnly={readOnly} className="read-only:bg-muted/40" />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`offering-text-${o.key}`}>Offering</Label>
              <Textarea id={`offering-text-${o.key}`} aria-invalid={isInvalid(`offering-text-${o.key}`)} rows={2} value={o.offering} onChange={(e) => {
                  setOffering(o.key, { offering: e.target.value });
                  unmark(`offering-text-${o.key}`);
                }} readOnly={readOnly} className="read-only:bg-muted/40" />
            </div>
          </div>
        ))}
      </div>

      <FormSaveActions error={error} readOnly={readOnly} saving={saving} />
    </form>
  );
}

const comparable = (draft: Draft) => JSON.stringify({ ...draft, offerings: draft.offerings.map(({ name, link, offering }) => ({ name, link, offering })) });

/** The inputs a failed save's message is about, in the order they appear. */
function invalidInputs(draft: Draft, message: string): string[] {
  if (message === ALL_FIELDS_REQUIRED) {
    return (["event_summary", "why_it_matters", "suggested_action"] as const).filter((key) => !draft[key].trim()).map((key) => `ctx-${key}`);
  }
  if (message === OFFERING_FIELDS_REQUIRED) {
    return draft.offerings.flatMap((o) => [
      ...(o.name.trim() ? [] : [`offering-name-${o.key}`]),
      ...(o.link.trim() ? [] : [`offering-link-${o.key}`]),
      ...(o.offering.trim() ? [] : [`offering-text-${o.key}`]),
    ]);
  }
  if (message === INVALID_OFFERING_LINK) {
    return draft.offerings.filter((o) => !isHttpUrl(o.link.trim())).map((o) => `offering-link-${o.key}`);
  }
  return [];
}

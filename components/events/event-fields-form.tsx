"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { AccountOption } from "@/lib/events/list-account-options";
import { AccountSelect } from "./account-select";
import { FormSaveActions } from "./form-save-actions";

export type EventFields = { title: string; eventDate: string; summary: string; url: string; accountId: string };

type Props = {
  part: "details" | "summary";
  value: EventFields;
  onChange: (value: EventFields) => void;
  accounts: AccountOption[];
  readOnly: boolean;
  saving: boolean;
  error: string | null;
  /** The field the last failed save was about: marked invalid (the dialog also focuses it). */
  invalidField?: "url" | "account" | null;
  onSave: () => void;
};

/** The event's own columns: Details (account, title, date, URL) and Summary tabs share one state. */
export function EventFieldsForm({ part, value, onChange, accounts, readOnly, saving, error, invalidField, onSave }: Props) {
  const set = (patch: Partial<EventFields>) => onChange({ ...value, ...patch });
  const disabled = readOnly || saving;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) onSave();
      }}
    >
      {part === "details" ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor="event-account">Account</Label>
            <AccountSelect id="event-account" value={value.accountId} onValueChange={(accountId) => set({ accountId })} accounts={accounts} disabled={disabled} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-title">Title</Label>
            <Input id="event-title" value={value.title} onChange={(e) => set({ title: e.target.value })} readOnly={readOnly} disabled={saving} className="read-only:bg-muted/40" />
          </div>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <div className="grid gap-2">
              <Label htmlFor="event-date">Event date</Label>
              <Input id="event-date" type="date" value={value.eventDate} onChange={(e) => set({ eventDate: e.target.value })} readOnly={readOnly} disabled={saving} className="read-only:bg-muted/40" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="event-url">Event URL</Label>
              <Input id="event-url" type="url" aria-invalid={invalidField === "url" || undefined} value={value.url} onChange={(e) => set({ url: e.target.value })} readOnly={readOnly} disabled={saving} className="read-only:bg-muted/40" />
            </div>
          </div>
        </>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="event-summary">Summary</Label>
          <Textarea
            id="event-summary"
            value={value.summary}
            onChange={(e) => set({ summary: e.target.value })}
            readOnly={readOnly}
            disabled={saving}
            className="min-h-48 read-only:bg-muted/40"
            placeholder="A short summary of the article."
          />
        </div>
      )}
      <FormSaveActions error={error} readOnly={readOnly} saving={saving} />
    </form>
  );
}

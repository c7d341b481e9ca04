"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { MessageFormat } from "@/lib/providers/llm/compose/compose-types";
import { cn } from "@/lib/utils/cn";
import { splitSubject } from "./compose-client";

/** Numbered talking points: lines starting "1." etc., or every non-empty line. */
function talkingPoints(text: string) {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.replace(/^\d+[.)]\s*/, ""));
}

function Rendered({ format, text, accountName, senderName }: { format: MessageFormat; text: string; accountName: string; senderName: string }) {
  if (format === "phone_call") {
    return (
      <ol className="grid list-decimal gap-2 pl-5 text-sm leading-relaxed">
        {talkingPoints(text).map((point, i) => (
          <li key={i}>{point}</li>
        ))}
      </ol>
    );
  }
  if (format === "linkedin") {
    return (
      <div className="grid gap-2">
        <p className="text-xs text-muted-foreground">LinkedIn message to {accountName}</p>
        <div className="ml-auto max-w-[92%] rounded-2xl rounded-br-sm bg-brand/10 px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap">{text}</div>
        <p className="text-right text-xs text-muted-foreground">{senderName}</p>
      </div>
    );
  }
  return <div className="text-sm leading-relaxed whitespace-pre-wrap">{text}</div>;
}

/** The draft in its channel's mock; click to edit inline (Ctrl/Cmd+Enter saves, Escape cancels). */
export function MessagePreview({
  format,
  message,
  streaming,
  accountName,
  senderName,
  onSave,
  onEditingChange,
}: {
  format: MessageFormat;
  message: string;
  streaming: boolean;
  accountName: string;
  senderName: string;
  onSave: (message: string) => void;
  onEditingChange: (editing: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const openerRef = useRef<HTMLDivElement>(null);
  const { subject, body } = format === "email" ? splitSubject(message) : { subject: null, body: message };

  useEffect(() => onEditingChange(editing), [editing, onEditingChange]);

  const start = () => {
    if (streaming || !message) return;
    setDraft(body);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (save) onSave(format === "email" && subject !== null ? `Subject: ${subject}\n\n${draft.trim()}` : draft.trim());
    setEditing(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  return (
    <div className={cn("rounded-lg border bg-background", format === "email" && "overflow-hidden")}>
      {format === "email" && !editing ? (
        <div className="grid gap-1 border-b bg-muted/40 px-4 py-2 text-sm">
          <p>
            <span className="text-muted-foreground">Subject: </span>
            <span className={cn("font-medium", !subject && "text-muted-foreground italic")} data-testid="email-subject">
              {subject ?? "No subject generated"}
            </span>
          </p>
        </div>
      ) : null}
      {editing ? (
        <div className="grid gap-2 p-3">
          <Textarea
            aria-label="Edit message"
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={Math.min(20, Math.max(6, draft.split("\n").length + 1))}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                finish(true);
              } else if (e.key === "Escape") {
                e.preventDefault();
                e.stopPropagation();
                finish(false);
              }
            }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button size="sm" onClick={() => finish(true)}>
              Save
            </Button>
          </div>
        </div>
      ) : (
        <div
          ref={openerRef}
          role="button"
          tabIndex={streaming || !message ? -1 : 0}
          aria-disabled={streaming || !message}
          aria-label="Message (click to edit)"
          onClick={start}
          onKeyDown={(e) => {
            if (e.target === e.currentTarget && (e.key === "Enter" || e.key === " ")) {
              e.preventDefault();
              start();
            }
          }}
          className="block w-full cursor-text p-4 text-left hover:bg-accent/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-default"
          data-testid="message-body"
        >
          <Rendered format={format} text={format === "email" ? body : message} accountName={accountName} senderName={senderName} />
        </div>
      )}
    </div>
  );
}

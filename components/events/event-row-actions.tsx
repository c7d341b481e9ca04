"use client";

import { Eye, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { RowActions } from "@/lib/events/event-rules";
import { cn } from "@/lib/utils/cn";

export type RowActionHandlers = {
  onPreview: () => void;
  onEdit: () => void;
  onRefresh: () => void;
  onDelete: () => void;
};

/** Preview, Edit, Refresh and Delete for one event row, enabled per spec 1 §4. */
export function EventRowActions({
  label,
  enabled,
  refreshing,
  sent,
  handlers,
}: {
  label: string;
  enabled: RowActions;
  refreshing: boolean;
  sent: boolean;
  handlers: RowActionHandlers;
}) {
  return (
    <div className="flex items-center justify-end gap-0.5 max-md:justify-start">
      <Button variant="ghost" size="icon-sm" aria-label={`Preview ${label}`} title="Preview" disabled={!enabled.preview} onClick={handlers.onPreview}>
        <Eye />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`${sent ? "View" : "Edit"} ${label}`}
        title={sent ? "View" : "Edit"}
        disabled={!enabled.edit}
        onClick={handlers.onEdit}
      >
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={`Refresh ${label}`} title="Refresh" disabled={!enabled.refresh} onClick={handlers.onRefresh}>
        <RefreshCw className={cn(refreshing && "animate-spin")} />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${label}`}
        title="Delete"
        disabled={!enabled.delete}
        onClick={handlers.onDelete}
        className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash2 />
      </Button>
    </div>
  );
}

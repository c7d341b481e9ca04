"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo } from "react";
import { GripVertical, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ReportEventSummary } from "@/lib/reports/report-queries";
import { cn } from "@/lib/utils/cn";
import { EventSummary } from "./event-summary";

type Props = {
  events: ReportEventSummary[];
  readOnly: boolean;
  onReorder: (next: ReportEventSummary[]) => void;
  onRemove: (event: ReportEventSummary) => void;
  /** An order or membership change is still being saved. */
  saving?: boolean;
};

const titleOf = (event: ReportEventSummary) => event.title || event.url || "Untitled event";

/**
 * What the live region says while reordering: the event's title and its position, not dnd-kit's internal
 * ids. dnd-kit reports the item over itself right after the pick-up; that says nothing new and would
 * replace the pick-up announcement, so it is announced only once the item has moved.
 */
function reorderAnnouncements(events: ReportEventSummary[]): Announcements {
  const count = events.length;
  let moved = false;
  const title = (id: UniqueIdentifier) => {
    const event = events.find((e) => e.id === id);
    return event ? titleOf(event) : "Event";
  };
  const position = (id: UniqueIdentifier | undefined) => `position ${events.findIndex((e) => e.id === id) + 1} of ${count}`;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${title(active.id)}, ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved) return undefined;
      moved = true;
      return over ? `${title(active.id)} moved to ${position(over.id)}.` : `${title(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${title(active.id)} dropped at ${position(over.id)}.` : `${title(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${title(active.id)} stays at ${position(active.id)}.`,
  };
}

export function SortableEventList({ events, readOnly, onReorder, onRemove, saving = false }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => ({ announcements: reorderAnnouncements(events) }), [events]);

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = events.findIndex((e) => e.id === active.id);
    const to = events.findIndex((e) => e.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(events, from, to));
  }

  if (events.length === 0) return <p className="rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">No events in this report.</p>;
  if (readOnly) {
    return (
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Events in this Report">
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border bg-background px-3 py-2">
            <EventSummary event={event} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={accessibility}>
      <SortableContext items={events.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Events in this Report" aria-busy={saving}>
          {events.map((event, index) => (
            <SortableEvent key={event.id} event={event} position={index + 1} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableEvent({ event, position, onRemove }: { event: ReportEventSummary; position: number; onRemove: (e: ReportEventSummary) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: event.id });
  const label = titleOf(event);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="report-event"
      data-event-id={event.id}
      className={cn("flex items-center gap-2 rounded-lg border bg-background px-2 py-2", isDragging && "relative z-10 shadow-lg")}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label} (position ${position})`}
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <EventSummary event={event} />
      <Button variant="ghost" size="icon" className="shrink-0" aria-label={`Remove ${label} from this report`} onClick={() => onRemove(event)}>
        <X aria-hidden />
      </Button>
    </li>
  );
}

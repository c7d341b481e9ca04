"use client";

import { useId, useMemo, useState } from "react";
import { Loader2 } from "lucide-react";
import { FormMessage } from "@/components/auth/form-message";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/actions/action-result";
import type { DeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { MAX_EVENTS_LIMIT, PREFERENCES_SAVED_MESSAGE } from "@/lib/delivery-preferences/delivery-preferences.validation";
import { cn } from "@/lib/utils/cn";

/** The preferences as lib/delivery-preferences reads them (one shape for the server and the form). */
export type DeliveryPreferencesView = DeliveryPreferences;

export type DeliveryPreferencesFormInput = {
  daily_report_enabled: boolean;
  time_zone: string;
  delivery_hour: number;
  weekdays_only: boolean;
  paused_until: string;
  max_events: string;
};

export type SaveDeliveryPreferences = (input: DeliveryPreferencesFormInput) => Promise<ActionResult<{ preferences: DeliveryPreferencesView }>>;

const FIELD = "h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50";
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const list = all.includes("UTC") ? all : ["UTC", ...all];
  return list.includes(current) ? list : [current, ...list];
}

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * The Daily report form: on or off, local delivery hour and time zone, weekdays only, pause, cap.
 * Shared by Settings (the person's own) and the admin's Edit User dialog (`save` decides whose).
 * Never saved before: the browser's time zone is proposed instead of the stored default.
 */
export function DeliveryPreferencesForm({ initial, save, subject = "me" }: { initial: DeliveryPreferencesView; save: SaveDeliveryPreferences; subject?: "me" | "user" }) {
  const id = useId();
  const [enabled, setEnabled] = useState(initial.dailyReportEnabled);
  const [timeZone, setTimeZone] = useState(() => (!initial.saved && subject === "me" && browserZone()) || initial.timeZone);
  const [hour, setHour] = useState(initial.deliveryHour);
  const [weekdaysOnly, setWeekdaysOnly] = useState(initial.weekdaysOnly);
  const [pausedUntil, setPausedUntil] = useState(initial.pausedUntil ?? "");
  const [maxEvents, setMaxEvents] = useState(initial.maxEvents ? String(initial.maxEvents) : "");
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const zoneOptions = useMemo(() => zones(timeZone), [timeZone]);
  const { execute, pending, error } = useAction(save, { onSuccess: () => setSavedMessage(PREFERENCES_SAVED_MESSAGE) });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSavedMessage(null);
    void execute({ daily_report_enabled: enabled, time_zone: timeZone, delivery_hour: hour, weekdays_only: weekdaysOnly, paused_until: pausedUntil, max_events: maxEvents });
  }
  const changed = () => setSavedMessage(null);
  const whose = subject === "me" ? "me" : "this user";

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Daily report delivery">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
          checked={enabled}
          onChange={(e) => (setEnabled(e.target.checked), changed())}
        />
        <span>
          <span className="font-medium">Send {whose} the daily report</span>
          <span className="block text-muted-foreground">One email a day with the new activity at the assigned accounts.</span>
        </span>
      </label>
      <fieldset disabled={!enabled} className={cn("grid min-w-0 gap-4 sm:grid-cols-2", !enabled && "opacity-60")}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-hour`} className="text-sm font-medium">Delivery hour</label>
          <select id={`${id}-hour`} className={FIELD} value={hour} onChange={(e) => (setHour(Number(e.target.value)), changed())}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>{hourLabel(h)}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-medium">Time zone</label>
          <select id={`${id}-zone`} className={FIELD} value={timeZone} onChange={(e) => (setTimeZone(e.target.value), changed())}>
            {zoneOptions.map((zone) => (
              <option key={zone} value={zone}>{zone.replaceAll("_", " ")}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-pause`} className="text-sm font-medium">Pause until</label>
          <Input id={`${id}-pause`} type="date" value={pausedUntil} onChange={(e) => (setPausedUntil(e.target.value), changed())} aria-describedby={`${id}-pause-hint`} />
          <p id={`${id}-pause-hint`} className="text-xs text-muted-foreground">Reports resume on this day. Leave empty for no pause.</p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-cap`} className="text-sm font-medium">Events per report</label>
          <Input
            id={`${id}-cap`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EVENTS_LIMIT}
            placeholder="All new events"
            value={maxEvents}
            onChange={(e) => (setMaxEvents(e.target.value), changed())}
            aria-describedby={`${id}-cap-hint`}
          />
          <p id={`${id}-cap-hint`} className="text-xs text-muted-foreground">1 to {MAX_EVENTS_LIMIT}, newest first. Empty: all new events.</p>
        </div>
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4 shrink-0" checked={weekdaysOnly} onChange={(e) => (setWeekdaysOnly(e.target.checked), changed())} />
          <span className="font-medium">Weekdays only (Monday to Friday)</span>
        </label>
      </fieldset>
      <FormAlert message={error} />
      {savedMessage && <FormMessage kind="success">{savedMessage}</FormMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          Save
        </Button>
      </div>
    </form>
  );
}

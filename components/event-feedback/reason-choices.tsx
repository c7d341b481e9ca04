import type { EventFeedbackReason } from "@/lib/event-feedback/event-feedback.validation";

/** The optional reason as radio buttons (none chosen: no reason). Shared by the dialog and the mail link's page. */
export function ReasonChoices({
  value,
  onChange,
  reasons,
  labels,
  disabled,
}: {
  value: EventFeedbackReason | null;
  onChange: (reason: EventFeedbackReason | null) => void;
  reasons: readonly EventFeedbackReason[];
  labels: Record<EventFeedbackReason, string>;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Reason (optional)</legend>
      {reasons.map((reason) => (
        <label key={reason} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5">
          <input type="radio" name="reason" value={reason} checked={value === reason} onChange={() => onChange(reason)} className="size-4 accent-[var(--brand)]" />
          {labels[reason]}
        </label>
      ))}
    </fieldset>
  );
}

"use client";

import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import {
  messageLanguages,
  messageLengths,
  type LanguageCode,
  type MessageFormat,
  type MessageObjective,
  type MessageOptions,
  type MessageTone,
  type Relationship,
} from "@/lib/providers/llm/compose/compose-types";

type BaseOptions = Omit<MessageOptions, "variation_style">;

const CHANNELS: [MessageFormat, string][] = [
  ["email", "Email"],
  ["linkedin", "LinkedIn"],
  ["phone_call", "Phone Call"],
];
const RELATIONSHIPS: [Relationship, string][] = [
  ["prospect", "Prospect"],
  ["existing_customer", "Existing Customer"],
];
const TONES: [MessageTone, string][] = [
  ["friendly", "Friendly"],
  ["professional", "Professional"],
  ["confident", "Confident"],
  ["urgent", "Urgent"],
];
const OBJECTIVES: [MessageObjective, string][] = [
  ["build_trust", "Build Trust"],
  ["schedule_meeting", "Schedule Meeting"],
  ["follow_up", "Follow Up"],
  ["reignite_stale_relationship", "Reignite Stale Relationship"],
];
const LENGTH_LABELS = ["Short", "Medium", "Long"] as const;

function OptionSelect<T extends string>({
  id,
  label,
  value,
  items,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  items: readonly (readonly [T, string])[];
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <LazySelect id={id} value={value} items={items} disabled={disabled} onChange={onChange} className="w-full" />
    </div>
  );
}

/** Channel, Relationship, Length (0-2), Tone, Objective and Language; disabled while generating. */
export function ComposerOptions({ options, disabled, onChange }: { options: BaseOptions; disabled: boolean; onChange: (next: BaseOptions) => void }) {
  const set = <K extends keyof BaseOptions>(key: K) => (value: BaseOptions[K]) => onChange({ ...options, [key]: value });
  const lengthIndex = messageLengths.indexOf(options.length);
  return (
    <section aria-labelledby="composer-options-heading" className="grid gap-4 rounded-xl border bg-card p-4">
      <h2 id="composer-options-heading" className="text-sm font-semibold">
        Options
      </h2>
      <OptionSelect id="composer-channel" label="Channel" value={options.format} items={CHANNELS} disabled={disabled} onChange={set("format")} />
      <OptionSelect id="composer-relationship" label="Relationship" value={options.relationship} items={RELATIONSHIPS} disabled={disabled} onChange={set("relationship")} />
      <div className="grid gap-1.5">
        <Label htmlFor="composer-length">Length</Label>
        <input
          id="composer-length"
          type="range"
          min={0}
          max={2}
          step={1}
          value={lengthIndex}
          disabled={disabled}
          aria-valuetext={LENGTH_LABELS[lengthIndex]}
          onChange={(e) => set("length")(messageLengths[Number(e.target.value)] ?? "balanced")}
          className="w-full accent-[var(--brand)]"
        />
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
          {LENGTH_LABELS.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </div>
      </div>
      <OptionSelect id="composer-tone" label="Tone" value={options.tone} items={TONES} disabled={disabled} onChange={set("tone")} />
      <OptionSelect id="composer-objective" label="Objective" value={options.objective} items={OBJECTIVES} disabled={disabled} onChange={set("objective")} />
      <OptionSelect
        id="composer-language"
        label="Language"
        value={options.language}
        items={messageLanguages.map((l) => [l.code, l.name] as const) as readonly (readonly [LanguageCode, string])[]}
        disabled={disabled}
        onChange={set("language")}
      />
    </section>
  );
}

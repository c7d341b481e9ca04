"use client";

import { useId, useState } from "react";
import { Loader2 } from "lucide-react";
import { FormMessage } from "@/components/auth/form-message";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/actions/action-result";
import { signalTypes } from "@/lib/providers/llm/signal-types";
import { SIGNAL_TYPE_LABELS, type SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";

export type SaveSignalWeights = (weights: Record<string, string>) => Promise<ActionResult<{ weights: SignalWeights }>>;

/**
 * One 0-100 field per signal type. Shared by Settings (the person's own weights, each with its company
 * default beside it) and the /companies dialog (the company's defaults). `saveLabel` names the submit
 * button: the Settings page has other Save buttons.
 */
export function SignalWeightsForm({
  initial,
  defaults,
  save,
  saveLabel,
  savedMessage,
  label,
  onSaved,
}: {
  initial: SignalWeights;
  defaults?: SignalWeights;
  save: SaveSignalWeights;
  saveLabel: string;
  savedMessage: string;
  label: string;
  onSaved?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(signalTypes.map((t) => [t, String(initial[t])])));
  const [saved, setSaved] = useState(false);
  const { execute, pending, error } = useAction(save, {
    onSuccess: () => {
      setSaved(true);
      onSaved?.();
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    void execute(values);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={label}>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {signalTypes.map((type) => (
          <div key={type} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-x-3">
            <label htmlFor={`${id}-${type}`} className="text-sm font-medium">
              {SIGNAL_TYPE_LABELS[type]}
              {defaults && <span className="block text-xs font-normal text-muted-foreground">Company default {defaults[type]}</span>}
            </label>
            <Input
              id={`${id}-${type}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              required
              value={values[type]}
              onChange={(e) => {
                setSaved(false);
                setValues((v) => ({ ...v, [type]: e.target.value }));
              }}
            />
          </div>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">0 means the type does not matter, 100 that it matters most. Types weighed 80 or more count as strong signals.</p>
      <FormAlert message={error} />
      {saved && <FormMessage kind="success">{savedMessage}</FormMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

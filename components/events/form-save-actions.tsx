import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** The end of an event edit form: its error, then Save unless the event is read-only. */
export function FormSaveActions({ error, readOnly, saving }: { error: string | null; readOnly: boolean; saving: boolean }) {
  return (
    <>
      <FormAlert message={error} />
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      )}
    </>
  );
}

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "./password-input";

/** A labelled input of an auth form. */
export function AuthField({
  id,
  label,
  aside,
  ...input
}: { id: string; label: string; aside?: React.ReactNode } & React.ComponentProps<typeof Input>) {
  return (
    // The aside (e.g. "Forgot Password?") sits beside the label but comes after the input in the
    // document, so Tab goes from one field to the next.
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-2">
      <Label htmlFor={id} className="col-start-1 row-start-1">
        {label}
      </Label>
      {input.type === "password" ? (
        <PasswordInput id={id} name={id} className="col-span-2 row-start-2" {...input} />
      ) : (
        <Input id={id} name={id} className="col-span-2 row-start-2 h-10" {...input} />
      )}
      {aside && <div className="col-start-2 row-start-1 justify-self-end">{aside}</div>}
    </div>
  );
}

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled input of an auth form. */
export function AuthField({
  id,
  label,
  aside,
  ...input
}: { id: string; label: string; aside?: React.ReactNode } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <Input id={id} name={id} className="h-10" {...input} />
    </div>
  );
}

"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils/cn";

/** A password input with a Show password toggle (a real button: Tab reaches it, Space/Enter press it). */
export function PasswordInput({ className, disabled, ...input }: Omit<React.ComponentProps<typeof Input>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn("relative", className)}>
      <Input {...input} type={visible ? "text" : "password"} disabled={disabled} className="h-10 pr-11" />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={input.id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50"
      >
        {/* Named by text rather than aria-label, so a field found by its "Password" label stays unique. */}
        <span className="sr-only">Show password</span>
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

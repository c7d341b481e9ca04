"use client";

import { lazy, Suspense, useId, useState } from "react";
import type { ComponentProps } from "react";
import { selectStandInProps } from "@/components/ui/select-stand-in";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils/cn";
import type { ContextPickers as Pickers } from "./context-pickers";
import "./nav-icons.css";

// Only admins have the pickers, and the real ones (Radix Select and its positioning) load on first use,
// like the avatar menu: until then two plain buttons of the same look, name and value stand in, so an
// admin's first load matches a user's (the icons are the sidebar's CSS masks: no icon code). Hovering or
// focusing one fetches the pickers; pressing it mounts them with its picker open.
const loadPickers = () => import("./context-pickers");
const ContextPickers = lazy(() => loadPickers().then((m) => ({ default: m.ContextPickers })));

type Props = ComponentProps<typeof Pickers>;
type Which = "company" | "user";

/** The admin's company and user pickers in the top bar. */
export function HeaderContextPickers(props: Props) {
  const [opened, setOpened] = useState<Which | null>(null);
  const standIns = <StandIns {...props} onOpen={setOpened} />;
  if (!opened) return standIns;
  return (
    <Suspense fallback={standIns}>
      <ContextPickers {...props} openOnMount={opened} />
    </Suspense>
  );
}

function StandIns({ companies, companyUsers, companyId, userId, onOpen }: Props & { onOpen: (which: Which) => void }) {
  const company = companies.find((c) => c.id === companyId);
  const user = companyUsers.find((u) => u.id === userId);
  return (
    <div className="flex items-center gap-2">
      <StandIn label="Company" value={company?.name} placeholder="Select company" title={company?.name} className="w-48 lg:w-56 xl:w-72" onOpen={() => onOpen("company")}>
        <span aria-hidden className="nv-i nv-companies flex" />
      </StandIn>
      <StandIn label="User" value={user ? (user.name ?? user.email) : undefined} placeholder="Select user" disabled={!companyId} className="w-48 lg:w-56" onOpen={() => onOpen("user")}>
        <span aria-hidden className="nv-i nv-user flex" />
      </StandIn>
    </div>
  );
}

type StandInProps = {
  label: string;
  value: string | undefined;
  placeholder: string;
  title?: string;
  disabled?: boolean;
  className: string;
  onOpen: () => void;
  children: React.ReactNode;
};

function StandIn({ label, value, placeholder, title, disabled, className, onOpen, children }: StandInProps) {
  const listId = useId();
  return (
    <button
      {...selectStandInProps(listId, loadPickers, onOpen)}
      aria-label={label}
      title={title}
      disabled={disabled}
      data-size="sm"
      data-placeholder={value ? undefined : ""}
      className={cn(SELECT_TRIGGER_CLASS, "justify-start", className)}
    >
      {children}
      <span data-slot="select-value">{value ?? placeholder}</span>
      <span aria-hidden className="nv-i nv-chevron-down ml-auto flex opacity-50" />
    </button>
  );
}

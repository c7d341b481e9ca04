"use client";

import { lazy, Suspense, useId, useState, type ComponentType } from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn, overridable } from "@/lib/utils/cn";
import { JUSTIFY_CONTENT, WIDTH } from "@/lib/utils/class-groups";
import { selectStandInProps } from "./select-stand-in";
import { SELECT_TRIGGER_CLASS } from "./select-trigger-class";

export type LazySelectProps<T extends string> = {
  /** The trigger's id, for its <Label htmlFor>. */
  id: string;
  value: T;
  items: readonly (readonly [T, string])[];
  disabled?: boolean;
  onChange: (value: T) => void;
  className?: string;
};

// A Radix Select hydrates every item of every select on the page, open or not, and brings its positioning
// code: on a page of several selects (the composer's options) that is most of the first load's work. Until
// first use a plain button of the same look, name and value stands in; hovering or focusing it fetches
// the real select, pressing it (click, Enter, Space, ↑/↓) mounts it open.
const loadMenu = () => import("./lazy-select-menu");
const LazySelectMenu = lazy(loadMenu) as ComponentType<LazySelectProps<string>>;

/** A select of a few fixed items whose Radix Select loads on first use. */
export function LazySelect<T extends string>(props: LazySelectProps<T>) {
  const [used, setUsed] = useState(false);
  const listId = useId();
  const text = props.items.find(([v]) => v === props.value)?.[1] ?? "";
  const open = () => setUsed(true);
  const standIn = (
    <button
      {...selectStandInProps(listId, loadMenu, open)}
      id={props.id}
      disabled={props.disabled}
      data-size="default"
      className={cn(overridable("w-fit justify-between", props.className, [WIDTH, JUSTIFY_CONTENT]), SELECT_TRIGGER_CLASS, props.className)}
    >
      <span data-slot="select-value">{text}</span>
      <ChevronDownIcon className="ml-auto size-4 opacity-50" aria-hidden />
    </button>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazySelectMenu {...(props as unknown as LazySelectProps<string>)} />
    </Suspense>
  );
}

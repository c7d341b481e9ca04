import Link from "next/link";
import { cn } from "@/lib/utils/cn";

/**
 * The optional order of an accounts page: the spec's (by name, the default) or hottest first
 * (issue 25, part 4). Links, so the order is in the address and survives a reload.
 */
export function HeatSortLinks({ path, sort }: { path: string; sort: "name" | "heat" }) {
  const item = (value: "name" | "heat", label: string) => (
    <Link
      href={value === "name" ? path : `${path}?sort=heat`}
      aria-current={sort === value ? "true" : undefined}
      className={cn(
        "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring max-md:h-11",
        sort === value ? "bg-secondary text-secondary-foreground" : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Sort accounts" className="flex items-center gap-1 text-sm">
      <span className="mr-1 text-muted-foreground">Sort:</span>
      {item("name", "Name")}
      {item("heat", "Heat")}
    </nav>
  );
}

/** `?sort=heat`, else the default order. */
export const sortOf = (value: string | string[] | undefined): "name" | "heat" => (value === "heat" ? "heat" : "name");

"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** At most 5 page numbers around the current page (spec 2 §9). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

/** The pager; a single page shows none, unless `shown` (while searching it stays, disabled: spec 2 §9). */
export function Pager({ page, pages, disabled, shown = false, onPage }: { page: number; pages: number; disabled: boolean; shown?: boolean; onPage: (page: number) => void }) {
  if (pages <= 1 && !shown) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="icon-sm" aria-label="Previous page" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </Button>
      {pageWindow(page, pages).map((n) => (
        <Button
          key={n}
          variant={n === page ? "default" : "outline"}
          size="sm"
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
          disabled={disabled}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="icon-sm" aria-label="Next page" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </Button>
    </nav>
  );
}

import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No Tailwind conflict resolution (tailwind-merge cost ~8 KB gz on every page): a
 * primitive whose default a caller may replace declares that group with `overridable`.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/**
 * The classes of `defaults` minus those a caller's `className` replaces: for each group pattern, when a
 * caller class matches it, the default classes matching it are dropped (e.g. a caller's `h-10` drops `h-9`).
 * A [caller, defaults] pair is for a class that replaces more than its own group (`size-6` drops `h-9`).
 */
export type ClassGroup = RegExp | readonly [caller: RegExp, defaults: RegExp];

export function overridable(defaults: string, className: string | undefined, groups: readonly ClassGroup[]) {
  if (!className) return defaults;
  const own = className.split(/\s+/);
  const replaced = groups
    .map((group) => (group instanceof RegExp ? [group, group] : group))
    .filter(([caller]) => own.some((c) => caller.test(c)))
    .map(([, dropped]) => dropped);
  if (replaced.length === 0) return defaults;
  return defaults
    .split(/\s+/)
    .filter((c) => !replaced.some((group) => group.test(c)))
    .join(" ");
}

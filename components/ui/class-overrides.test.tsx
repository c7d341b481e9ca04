// @vitest-environment jsdom
import * as React from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { afterEach, describe, expect, it } from "vitest";
import { AccountLogo } from "@/components/accounts/account-logo";
import { PersonAvatar } from "@/components/people/person-avatar";
import { RoleAvatar } from "@/components/shell/role-avatar";
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogTitle } from "./alert-dialog";
import { Button, buttonVariants } from "./button";
import { Card, CardContent, CardHeader, CardTitle } from "./card";
import { Dialog, DialogContent, DialogTitle } from "./dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from "./dropdown-menu";
import { Input } from "./input";
import { Select, SelectTrigger, SelectValue } from "./select";
import { Sheet, SheetContent, SheetTitle } from "./sheet";
import { Skeleton } from "./skeleton";
import { Table, TableHead, TableHeader, TableRow } from "./table";
import { Tabs, TabsList } from "./tabs";
import { Textarea } from "./textarea";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// cn only joins classes. Where a caller's className replaces a primitive's default, the primitive drops
// that default itself (`overridable`): the rendered classes must be what tailwind-merge made of default +
// caller (nothing left for CSS order to decide). The callers' classNames below are the app's own.

const set = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

function expectAsMerged(render: (className?: string) => string, className: string) {
  const rendered = render(className);
  expect(set(rendered), `no conflicting classes left for "${className}"`).toEqual(set(twMerge(rendered)));
  expect(set(rendered), `as tailwind-merge made of default + "${className}"`).toEqual(set(twMerge(`${render(undefined)} ${className}`)));
}

const classOf = (html: string, slot?: string) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const el = slot ? doc.querySelector(`[data-slot="${slot}"]`) : doc.body.firstElementChild;
  return el?.getAttribute("class") ?? "";
};
const ssr = (element: React.ReactElement, slot?: string) => classOf(renderToStaticMarkup(element), slot);

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
});
/** For primitives that render into a portal when open. */
function mounted(element: React.ReactElement, slot: string) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  act(() => root.render(element));
  const classes = document.querySelector(`[data-slot="${slot}"]`)?.getAttribute("class") ?? "";
  act(() => root.unmount());
  roots.pop();
  document.body.innerHTML = "";
  return classes;
}

describe("primitives' overridable defaults match tailwind-merge", () => {
  it("Button, for every variant and size", () => {
    const variants = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
    const sizes = ["default", "sm", "lg", "icon", "icon-sm"] as const;
    const callers = [
      "",
      "h-10 w-full",
      "size-6",
      "size-11 md:hidden",
      "text-muted-foreground hover:text-foreground",
      "text-muted-foreground hover:text-destructive",
      "h-11 bg-white px-7 text-[#0b0d1a] shadow-[0_8px_30px_-6px_rgba(139,92,246,0.7)] hover:bg-white/90",
      "max-sm:h-11 w-full",
    ];
    for (const variant of variants)
      for (const size of sizes)
        for (const c of callers) expectAsMerged((x) => ssr(<Button variant={variant} size={size} className={x} />), c);
  });

  it("form fields, skeletons, tables and cards", () => {
    for (const c of ["col-span-2 row-start-2 h-10", "h-10 pr-11", "pl-9"]) expectAsMerged((x) => ssr(<Input className={x} />), c);
    expectAsMerged((x) => ssr(<Textarea className={x} />), "min-h-48 read-only:bg-muted/40");
    for (const c of ["size-10 rounded-full", "h-4 w-32", "h-9 w-full rounded-md"]) expectAsMerged((x) => ssr(<Skeleton className={x} />), c);
    const inTable = (row: React.ReactElement) => (
      <Table>
        <TableHeader>{row}</TableHeader>
      </Table>
    );
    expectAsMerged((x) => ssr(inTable(<TableRow className={x} />), "table-row"), "hover:bg-transparent");
    for (const c of ["w-32 pr-4 text-right", "w-px text-right", "text-right", "hidden md:table-cell"])
      expectAsMerged((x) => ssr(inTable(<TableRow><TableHead className={x} /></TableRow>), "table-head"), c);
    expectAsMerged((x) => ssr(<Card className={x} />), "gap-4 py-5");
    expectAsMerged((x) => ssr(<CardHeader className={x} />), "px-5");
    expectAsMerged((x) => ssr(<CardContent className={x} />), "flex flex-col gap-4 px-5");
    expectAsMerged((x) => ssr(<CardTitle className={x} />), "flex items-center gap-2 text-base");
  });

  it("selects and tabs", () => {
    for (const size of ["sm", "default"] as const)
      for (const c of ["w-full", "w-64 max-w-full", "w-full sm:w-64", "justify-start bg-background w-full", "justify-start bg-background w-48 lg:w-56"])
        expectAsMerged((x) => ssr(<Select><SelectTrigger size={size} className={x}><SelectValue /></SelectTrigger></Select>, "select-trigger"), c);
    for (const c of ["h-auto flex-wrap justify-start", "w-full sm:w-fit", "w-full"]) expectAsMerged((x) => ssr(<Tabs><TabsList className={x} /></Tabs>, "tabs-list"), c);
    expectAsMerged((x) => ssr(<Tabs className={x} />, "tabs"), "min-w-0 gap-4");
  });

  it("logos and avatars", () => {
    for (const c of ["size-16 rounded-lg text-base", "size-14 rounded-lg text-base text-foreground/80", "size-5 rounded", "size-5 text-[0.6rem]", "size-7 text-foreground/80"])
      expectAsMerged((x) => ssr(<AccountLogo name="Acme" logoUrl={null} className={x} />), c);
    expectAsMerged((x) => ssr(<PersonAvatar name="Ada" imageUrl={null} className={x} />), "size-9");
    for (const isAdmin of [true, false]) expectAsMerged((x) => ssr(<RoleAvatar isAdmin={isAdmin} className={x} />), "size-9");
  });

  it("dialogs, sheets and menus", () => {
    const dialogs = [
      "sm:max-w-md",
      "max-h-[90dvh] overflow-y-auto sm:max-w-lg",
      "w-[900px] max-w-[calc(100%-1rem)] sm:max-w-[calc(100%-2rem)] lg:max-w-[900px]",
      "gap-5 sm:max-w-3xl",
      "w-[1200px] max-w-[calc(100%-1rem)] grid-cols-[minmax(0,1fr)] p-4 sm:max-w-[calc(100%-2rem)] sm:p-6 xl:max-w-[1200px]",
      "h-[calc(100dvh-2rem)] w-[850px] max-w-[calc(100%-1rem)] grid-rows-[auto_1fr] sm:max-w-[calc(100%-2rem)] lg:max-w-[850px]",
    ];
    for (const c of dialogs)
      expectAsMerged(
        (x) =>
          mounted(
            <Dialog open>
              <DialogContent className={x} aria-describedby={undefined}>
                <DialogTitle>t</DialogTitle>
              </DialogContent>
            </Dialog>,
            "dialog-content",
          ),
        c,
      );
    expectAsMerged(
      (x) =>
        mounted(
          <AlertDialog open>
            <AlertDialogContent className={x} aria-describedby={undefined}>
              <AlertDialogTitle>t</AlertDialogTitle>
            </AlertDialogContent>
          </AlertDialog>,
          "alert-dialog-content",
        ),
      "sm:max-w-md",
    );
    expectAsMerged(
      (x) =>
        mounted(
          <Sheet open>
            <SheetContent side="left" className={x} aria-describedby={undefined}>
              <SheetTitle>t</SheetTitle>
            </SheetContent>
          </Sheet>,
          "sheet-content",
        ),
      "w-64 gap-0 bg-sidebar p-0 sm:max-w-64",
    );
    expectAsMerged(
      (x) =>
        mounted(
          <DropdownMenu open>
            <DropdownMenuTrigger>m</DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel className={x}>l</DropdownMenuLabel>
            </DropdownMenuContent>
          </DropdownMenu>,
          "dropdown-menu-label",
        ),
      "flex items-center gap-3 py-2 font-normal",
    );
  });

  it("a destructive alert action has the classes it had as buttonVariants() + a destructive className", () => {
    const action = mounted(
      <AlertDialog open>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>t</AlertDialogTitle>
          <AlertDialogAction variant="destructive" data-slot="action">
            Discard
          </AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
      "action",
    );
    expect(set(action)).toEqual(set(twMerge(`${buttonVariants()} ${buttonVariants({ variant: "destructive" })}`)));
  });
});

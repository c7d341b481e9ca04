// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A dialog opened from a plain button (no Dialog.Trigger), as the app's row actions and menus open theirs. */
function RowWithDialog({ viaMenu = false, autoFocusField = false }: { viaMenu?: boolean; autoFocusField?: boolean }) {
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState(false);
  return (
    <>
      <button type="button" onClick={() => (viaMenu ? setMenu(true) : setOpen(true))}>
        Row action
      </button>
      {menu && (
        <div role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenu(false);
              setOpen(true);
            }}
          >
            Edit
          </button>
        </div>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit</DialogTitle>
          <DialogDescription>Details</DialogDescription>
          <input aria-label="Name" autoFocus={autoFocusField} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A dialog whose action asks for confirmation and then turns disabled (the report editor's 'Email report'). */
function DialogWithConfirmation() {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <Dialog open onOpenChange={() => undefined}>
      <DialogContent>
        <DialogTitle>Report</DialogTitle>
        <DialogDescription>Details</DialogDescription>
        <button type="button" disabled={done} onClick={() => setConfirming(true)}>
          Send it
        </button>
        <AlertDialog open={confirming}>
          <AlertDialogContent>
            <AlertDialogTitle>Sure?</AlertDialogTitle>
            <AlertDialogDescription>It goes out now.</AlertDialogDescription>
            <AlertDialogCancel onClick={() => setConfirming(false)}>Cancel</AlertDialogCancel>
            <button
              type="button"
              onClick={() => {
                setDone(true);
                setConfirming(false);
              }}
            >
              Confirm
            </button>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
const byText = (text: string) => [...document.querySelectorAll<HTMLElement>("button")].find((b) => b.textContent?.trim() === text)!;

describe("dialogs return focus to the control that opened them", () => {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it("refocuses the row button after the dialog closes", async () => {
    act(() => root.render(<RowWithDialog />));
    const opener = byText("Row action");
    opener.focus();
    act(() => opener.click());
    await tick();
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    act(() => byText("Close").click());
    await tick();
    expect(document.activeElement).toBe(opener);
  });

  it("refocuses the menu's button when the menu item that opened the dialog is gone", async () => {
    act(() => root.render(<RowWithDialog viaMenu />));
    const opener = byText("Row action");
    opener.focus();
    act(() => opener.click());
    const item = byText("Edit");
    item.focus();
    act(() => item.click());
    await tick();
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    act(() => byText("Close").click());
    await tick();
    expect(document.activeElement).toBe(opener);
  });

  it("focuses the surrounding dialog when the opener turned disabled, so Escape and Tab still have a target", async () => {
    act(() => root.render(<DialogWithConfirmation />));
    await tick();
    const opener = byText("Send it");
    opener.focus();
    act(() => opener.click());
    await tick();
    expect(document.activeElement?.closest('[role="alertdialog"]')).not.toBeNull();
    act(() => byText("Confirm").click());
    await tick();
    expect(opener.hasAttribute("disabled")).toBe(true);
    expect(document.activeElement).toBe(opener.closest('[role="dialog"]'));
  });

  it("refocuses the row button when a field in the dialog took the focus itself (autoFocus)", async () => {
    act(() => root.render(<RowWithDialog autoFocusField />));
    const opener = byText("Row action");
    opener.focus();
    act(() => opener.click());
    await tick();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Name");
    act(() => byText("Close").click());
    await tick();
    expect(document.activeElement).toBe(opener);
  });
});

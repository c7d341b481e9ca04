// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { useReactRoot } from "@/tests/support/react-root";
import { ConfirmDeleteDialog, type DeleteResult } from "./confirm-delete-dialog";

type Item = { id: string; name: string };
const acme: Item = { id: "a1", name: "Acme" };

function dialog() {
  const element = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!element) return null;
  const title = document.getElementById(element.getAttribute("aria-labelledby") ?? "");
  return {
    element,
    name: title?.textContent,
    button: (label: string) => [...element.querySelectorAll("button")].find((b) => b.textContent === label),
  };
}

describe("ConfirmDeleteDialog", () => {
  const root = useReactRoot();

  function show(onConfirm: (item: Item) => Promise<DeleteResult>) {
    const onDeleted = vi.fn();
    const onClose = vi.fn();
    root.render(
      <ConfirmDeleteDialog
        item={acme}
        title="Delete this account?"
        description={(a) => `${a.name} will be removed.`}
        failureMessage="Something went wrong. Please try again."
        onConfirm={onConfirm}
        onDeleted={onDeleted}
        onClose={onClose}
      />,
    );
    return { onDeleted, onClose };
  }

  it("is named by its question and describes the item", () => {
    show(async () => ({ ok: true }));
    expect(dialog()?.name).toBe("Delete this account?");
    expect(dialog()?.element.textContent).toContain("Acme will be removed.");
  });

  it("deletes the item, then reports it and closes", async () => {
    const onConfirm = vi.fn(async () => ({ ok: true }) as const);
    const { onDeleted, onClose } = show(onConfirm);
    await act(async () => dialog()?.button("Delete")?.click());
    expect(onConfirm).toHaveBeenCalledWith(acme);
    expect(onDeleted).toHaveBeenCalledWith(acme);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open with the error when the delete is refused or throws", async () => {
    const refused = show(async () => ({
      ok: false,
      error: "Account not found",
    }));
    await act(async () => dialog()?.button("Delete")?.click());
    expect(dialog()?.element.querySelector('[role="alert"]')?.textContent).toBe("Account not found");

    const thrown = show(async () => Promise.reject(new Error("network down")));
    await act(async () => dialog()?.button("Delete")?.click());
    expect(dialog()?.element.querySelector('[role="alert"]')?.textContent).toBe("Something went wrong. Please try again.");
    for (const { onDeleted, onClose } of [refused, thrown]) {
      expect(onDeleted).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    }
  });
});

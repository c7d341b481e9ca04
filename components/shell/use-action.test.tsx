// @vitest-environment jsdom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useReactRoot } from "@/tests/support/react-root";
import type { ActionResult } from "@/lib/actions/action-result";

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: { error: toasts.error } }));

import { useAction, type UseActionOptions } from "./use-action";

type Saved = ActionResult<{ id: string }>;

describe("useAction", () => {
  const root = useReactRoot();
  beforeEach(() => {
    toasts.error.mockReset();
  });

  /** Renders a button that runs the action and shows the hook's pending state and error. */
  function mount(action: (input: string) => Promise<Saved>, options?: UseActionOptions<string, Saved>) {
    const results: unknown[] = [];
    function Form() {
      const { execute, pending, error } = useAction(action, options);
      return (
        <button onClick={() => void execute("typed").then((r) => results.push(r))}>
          {pending ? "pending" : "idle"}|{error ?? ""}
        </button>
      );
    }
    root.render(<Form />);
    const button = document.querySelector("button")!;
    return {
      results,
      click: () => act(async () => button.click()),
      text: () => button.textContent,
    };
  }

  it("resolves to the result and clears the error when the action succeeds", async () => {
    const onSuccess = vi.fn();
    const form = mount(async (input) => ({ ok: true, id: input }), {
      onSuccess,
    });
    await form.click();
    expect(form.results).toEqual([{ ok: true, id: "typed" }]);
    expect(onSuccess).toHaveBeenCalledWith({ ok: true, id: "typed" }, "typed");
    expect(form.text()).toBe("idle|");
  });

  it("shows an answered failure inline, or in a toast when asked", async () => {
    const inline = mount(async () => ({
      ok: false,
      error: "Account not found",
      code: "not_found",
    }));
    await inline.click();
    expect(inline.results).toEqual([undefined]);
    expect(inline.text()).toBe("idle|Account not found");
    expect(toasts.error).not.toHaveBeenCalled();

    const toasted = mount(async () => ({ ok: false, error: "Couldn't save", code: "unavailable" }), { display: "toast" });
    await toasted.click();
    expect(toasts.error).toHaveBeenCalledWith("Couldn't save");
  });

  it("shows the fallback when the call itself fails", async () => {
    const form = mount(async () => Promise.reject(new Error("network down")), {
      fallbackError: "Save failed",
    });
    await form.click();
    expect(form.text()).toBe("idle|Save failed");
  });

  it("offers sign-in in a new tab on an expired session, from the code rather than the text", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const form = mount(async () => ({
      ok: false,
      error: "Session over",
      code: "unauthenticated",
    }));
    await form.click();
    expect(form.text()).toBe("idle|Session over");
    const [message, options] = toasts.error.mock.calls[0];
    expect(message).toBe("Please sign in to continue");
    options.action.onClick();
    expect(open).toHaveBeenCalledWith("/signin?redirect=%2F", "_blank", "noopener");

    toasts.error.mockReset();
    const sameText = mount(async () => ({
      ok: false,
      error: "Please sign in to continue",
      code: "forbidden",
    }));
    await sameText.click();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { useReactRoot } from "@/tests/support/react-root";
import { LazySelect } from "./lazy-select";

// What Radix Select calls and jsdom lacks.
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};

const LANGUAGES = [
  ["en", "English"],
  ["fr", "French"],
  ["de", "German"],
] as const;

describe("LazySelect", () => {
  const root = useReactRoot();

  const render = (onChange: (value: string) => void, disabled = false) =>
    root.render(
      <>
        <label htmlFor="language">Language</label>
        <LazySelect id="language" value="fr" items={LANGUAGES} disabled={disabled} onChange={onChange} />
      </>,
    );

  const combobox = () => document.querySelector<HTMLElement>("#language")!;
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    return check();
  };

  it("shows the chosen item, labelled and closed, without any list before it is used", () => {
    render(vi.fn());
    expect(combobox().getAttribute("role")).toBe("combobox");
    expect(combobox().textContent).toBe("French");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(document.querySelector("label")!.htmlFor).toBe(combobox().id);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it("opens the real list on the first press and reports the item chosen from it", async () => {
    const onChange = vi.fn();
    render(onChange);
    await act(async () => combobox().click());
    expect(await waitFor(() => document.querySelector('[role="listbox"]') !== null)).toBe(true);
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(["English", "French", "German"]);
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    const german = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === "German")!;
    await act(async () => {
      german.focus();
      german.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith("de");
  });

  it("does not open while disabled", async () => {
    render(vi.fn(), true);
    expect(combobox()).toHaveProperty("disabled", true);
    await act(async () => combobox().click());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });
});

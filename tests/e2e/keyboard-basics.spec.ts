import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Keyboard basics from the polish list: a skip link, /signin's tab order, a focus ring that can be seen
// (at least 3:1 against the page), and toasts that leave an open dialog's controls uncovered.

/** The focused element's ring (box-shadow, else outline) and the page colour behind it, as sRGB, and their contrast. */
async function focusRingContrast(page: Page): Promise<{ ring: string; contrast: number }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    // The ring over the colour behind the element, read back as sRGB (canvas understands oklch and alpha).
    const backdropOf = (node: HTMLElement | null): string => {
      for (let n = node?.parentElement; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg && bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent") return bg;
      }
      return "#ffffff";
    };
    const paint = (...colors: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const c of colors) {
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const shadow = style.boxShadow && style.boxShadow !== "none" ? style.boxShadow : "";
    // The widest shadow is the ring; its colour is what precedes its lengths.
    const ringColor = shadow
      ? (shadow.split(/,(?![^(]*\))/).map((s) => s.trim()).find((s) => /\s[1-9]\d*(\.\d+)?px$/.test(s)) ?? shadow).replace(/(\s-?\d+(\.\d+)?px)+$/, "").trim()
      : style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
        ? style.outlineColor
        : "transparent";
    const backdrop = backdropOf(el);
    const ring = paint("#ffffff", backdrop, ringColor);
    const behind = paint("#ffffff", backdrop);
    const lum = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const [hi, lo] = [lum(ring), lum(behind)].sort((a, b) => b - a);
    return { ring: `${ringColor} → rgb(${ring.join(",")})`, contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 };
  });
}

async function expectVisibleRing(page: Page, control: Locator, name: string) {
  await expect(control).toBeFocused();
  // The ring fades in (a CSS transition): measure it once it is fully drawn.
  await control.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const { ring, contrast } = await focusRingContrast(page);
  expect(contrast, `${name}: focus ring ${ring}`).toBeGreaterThanOrEqual(3);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("Keyboard basics", () => {
  test("/signin tabs from Email to Password, and every control shows a focus ring of at least 3:1", async ({ page }) => {
    await page.goto("/signin");
    const email = page.getByLabel("Email");
    await email.focus();
    await page.keyboard.press("Tab");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await expectVisibleRing(page, password, "Password field");
    await page.keyboard.press("Shift+Tab");
    await expectVisibleRing(page, email, "Email field");
    const signInButton = page.getByRole("button", { name: "Sign In" });
    await signInButton.focus();
    // Focus set by script shows no ring (:focus-visible follows the keyboard): reach it by Tab instead.
    await password.focus();
    for (let i = 0; i < 6 && !(await signInButton.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expectVisibleRing(page, signInButton, "Sign In button");
  });

  test("a skip link leads the keyboard past the shell to the page, whose controls show their focus ring", async ({ page }) => {
    await signIn(page, "user@example.com");
    await page.goto("/user/events");
    // The loading screen has the same heading: wait for the feed itself, or its arrival takes the focus away.
    await expect(page.getByRole("list", { name: "Activity" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await page.keyboard.press("Tab");
    const first = page.locator(":focus");
    await expect(page.getByRole("main")).toContainText(await first.innerText());
    await expectVisibleRing(page, first, "first control of the page");
    // The shell's own controls too.
    await page.getByRole("button", { name: "Open user menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expectVisibleRing(page, page.getByRole("button", { name: "Open user menu" }), "avatar button");
  });

  test("a toast raised while a dialog stays open does not cover the dialog's controls", async ({ page }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    await signIn(page, "admin@example.com");
    for (const size of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto("/users");
      await page.getByRole("button", { name: "Create User" }).click();
      const create = page.getByRole("dialog", { name: "Create User" });
      await create.getByLabel("Name").fill(`Toasty ${tag} ${size.width}`);
      await create.getByLabel("Email").fill(`e2e-toast-${tag}-${size.width}@example.test`);
      await create.getByRole("combobox", { name: "Company" }).click();
      await page.getByRole("option", { name: "Northwind Analytics", exact: true }).click();
      await create.getByRole("button", { name: "Create User" }).click();
      // Created: the dialog stays open as Edit User while the toast says so.
      const edit = page.getByRole("dialog", { name: "Edit User" });
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "User created" });
      await expect(toast).toBeVisible();
      await expect(edit).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      const controls = edit.locator("button:visible, input:visible, [role=tab]:visible, [role=combobox]:visible");
      for (let i = 0; i < (await controls.count()); i++) {
        // The part of the control in view: a list or dialog that scrolls clips what is scrolled away.
        const box = await controls.nth(i).evaluate(shownPart);
        if (box) expect(overlaps(toastBox, box), `toast over ${await controls.nth(i).evaluate((e) => e.outerHTML.slice(0, 80))} at ${size.width} px`).toBe(false);
      }
      await page.keyboard.press("Escape");
      await expect(edit).toBeHidden();
    }
  });
});

/** The element's rectangle clipped by every scrolling ancestor, or null when none of it is in view. */
function shownPart(element: Element) {
  const r = element.getBoundingClientRect();
  let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const p = parent.getBoundingClientRect();
    [left, top, right, bottom] = [Math.max(left, p.left), Math.max(top, p.top), Math.min(right, p.right), Math.min(bottom, p.bottom)];
  }
  return right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}

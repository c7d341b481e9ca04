import * as React from "react";

// `asChild` for Button and Badge: Radix's Slot behaviour (radix-ui 1.x, without Slottable, which neither
// uses), so Radix's Slot module is not in every page's JavaScript just because a button could be a link.

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef(ref: React.Ref<unknown> | undefined, value: unknown) {
  if (typeof ref === "function") return ref(value);
  if (ref) (ref as React.RefObject<unknown>).current = value;
}

function composeRefs(...refs: (React.Ref<unknown> | undefined)[]) {
  return (node: unknown) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some((cleanup) => typeof cleanup === "function")) return;
    return () =>
      cleanups.forEach((cleanup, i) => {
        if (typeof cleanup === "function") cleanup();
        else setRef(refs[i], null);
      });
  };
}

function joinIds(...values: unknown[]) {
  const ids = new Set(values.flatMap((value) => (typeof value === "string" ? value.trim().split(/\s+/).filter(Boolean) : [])));
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

/** The child's handler runs first, then the slot's; styles merge; classes join; other child props win. */
function mergeProps(slotProps: Props, childProps: Props) {
  const overrides: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (slotValue && childValue) {
        overrides[name] = (...args: unknown[]) => {
          const result = (childValue as Handler)(...args);
          (slotValue as Handler)(...args);
          return result;
        };
      } else if (slotValue) {
        overrides[name] = slotValue;
      }
    } else if (name === "style") {
      overrides[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      overrides[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      overrides[name] = joinIds(childValue, slotValue);
    }
  }
  return { ...slotProps, ...overrides };
}

type Lazy = { $$typeof: symbol; _payload: PromiseLike<unknown> };
const isLazy = (value: unknown): value is Lazy =>
  value != null &&
  typeof value === "object" &&
  (value as Lazy).$$typeof === Symbol.for("react.lazy") &&
  typeof (value as Lazy)._payload === "object" &&
  (value as Lazy)._payload !== null &&
  "then" in (value as Lazy)._payload;

/** Renders its only child element with the slot's props merged in (and both refs). */
export function Slot({ children, ref, ...slotProps }: Props & { children?: React.ReactNode; ref?: React.Ref<unknown> }) {
  let child: unknown = children;
  while (isLazy(child)) child = React.use(child._payload);
  const element = React.Children.count(child as React.ReactNode) === 1 && React.isValidElement<Props>(child) ? child : null;
  const childRef = element ? (element.props.ref as React.Ref<unknown> | undefined) : undefined;
  const composedRef = React.useCallback((node: unknown) => composeRefs(ref, childRef)(node), [ref, childRef]);
  if (!element) {
    if (child || child === 0) throw new Error("Slot: `asChild` expects a single React element child.");
    return child as React.ReactNode;
  }
  const merged = mergeProps(slotProps, element.props);
  if (element.type !== React.Fragment) merged.ref = ref ? composedRef : childRef;
  return React.cloneElement(element, merged);
}

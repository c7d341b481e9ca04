import type { CSSProperties, ReactNode } from "react";

type Margins = Pick<CSSProperties, "marginTop" | "marginRight" | "marginBottom" | "marginLeft">;

function marginsOf(value: CSSProperties["margin"]): Margins {
  if (typeof value === "number") return { marginTop: value, marginBottom: value, marginLeft: value, marginRight: value };
  if (typeof value === "string") {
    const v = value.trim().split(/\s+/);
    if (v.length === 1) return { marginTop: v[0], marginBottom: v[0], marginLeft: v[0], marginRight: v[0] };
    if (v.length === 2) return { marginTop: v[0], marginRight: v[1], marginBottom: v[0], marginLeft: v[1] };
    if (v.length === 3) return { marginTop: v[0], marginRight: v[1], marginBottom: v[2], marginLeft: v[1] };
    if (v.length === 4) return { marginTop: v[0], marginRight: v[1], marginBottom: v[2], marginLeft: v[3] };
  }
  return { marginTop: undefined, marginBottom: undefined, marginLeft: undefined, marginRight: undefined };
}

/** The style React Email's <Text> gives a paragraph (its defaults, then `style`, then the margins spelled out). */
function textStyleOf(style: CSSProperties): CSSProperties {
  const withDefaults: CSSProperties = {};
  if (style.marginTop === undefined) withDefaults.marginTop = "16px";
  if (style.marginBottom === undefined) withDefaults.marginBottom = "16px";
  let margins: Margins = { marginTop: undefined, marginRight: undefined, marginBottom: undefined, marginLeft: undefined };
  for (const [key, value] of Object.entries({ ...withDefaults, ...style })) {
    if (key === "margin") margins = marginsOf(value as CSSProperties["margin"]);
    else if (key === "marginTop" || key === "marginRight" || key === "marginBottom" || key === "marginLeft") margins[key] = value as string;
  }
  return { fontSize: "14px", lineHeight: "24px", ...style, ...margins };
}

// The template's styles are module constants, so each paragraph style is worked out once per process
// instead of on every render (the daily run renders thousands of mails).
const computed = new WeakMap<CSSProperties, CSSProperties>();

/**
 * React Email's <Text> with the same markup, for styles that are constants: `style` must be a
 * module-level object (not built during render), or the cache never hits.
 */
export function EmailText({ style, children }: { style: CSSProperties; children?: ReactNode }) {
  let full = computed.get(style);
  if (!full) {
    full = textStyleOf(style);
    computed.set(style, full);
  }
  return <p style={full}>{children}</p>;
}

// Tailwind utility groups (unprefixed: a variant such as `sm:` is its own group) a caller's class can
// replace in a primitive, for `overridable` in ./cn.
export const WIDTH = /^w-/;
export const HEIGHT = /^h-/;
export const SIZE = /^size-/;
// `size-*` sets width and height: it replaces a default `h-*`/`w-*` too (not the other way round).
export const SIZE_OVER_BOX = [/^size-/, /^(size|h|w)-/] as const;
export const SHADOW = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|\[[^\]]+\]))?$/;
export const MIN_HEIGHT = /^min-h-/;
export const MAX_WIDTH = /^max-w-/;
export const MAX_HEIGHT = /^max-h-/;
export const SM_MAX_WIDTH = /^sm:max-w-/;
export const GAP = /^gap-\S/;
export const PADDING = /^p-/;
export const PADDING_X = /^px-/;
export const PADDING_Y = /^py-/;
export const BG_COLOR = /^bg-(?!linear-|radial-|conic-|gradient-|none$|\[url|fixed$|local$|scroll$|clip-|origin-|repeat|no-repeat|cover$|contain$|auto$|center$|top|bottom|left|right|blend-)/;
export const HOVER_BG_COLOR = /^hover:bg-(?!linear-|radial-|conic-)/;
export const ROUNDED = /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[[^\]]+\]))?$/;
export const JUSTIFY_CONTENT = /^justify-(start|end|end-safe|center|center-safe|between|around|evenly|stretch|baseline|normal)$/;
export const TEXT_ALIGN = /^text-(left|right|center|justify|start|end)$/;
export const FONT_SIZE = /^text-(xs|sm|base|lg|xl|[2-9]xl|\[\d[^\]]*(rem|px|em)\])(\/\S+)?$/;
export const TEXT_COLOR = /^text-(?!(xs|sm|base|lg|xl|[2-9]xl|left|right|center|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$)(?!\[\d)/;
export const HOVER_TEXT_COLOR = /^hover:text-/;
export const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
export const LEADING = /^leading-/;

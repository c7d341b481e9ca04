/** Each dashboard block lists this many items (spec 1 §9). */
export const DASHBOARD_LIMIT = 5;

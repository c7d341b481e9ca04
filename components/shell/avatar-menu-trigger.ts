export const AVATAR_MENU_LABEL = "Open user menu";
export const AVATAR_TRIGGER_CLASS =
  "grid size-11 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring";

"use client";

import { lazy, Suspense, useState } from "react";
import { AVATAR_MENU_LABEL, AVATAR_TRIGGER_CLASS } from "./avatar-menu-trigger";
import { RoleAvatar } from "./role-avatar";

const loadPopup = () => import("./avatar-menu-popup");
const AvatarMenuPopup = lazy(loadPopup);

type Props = { email: string; name: string | null; isAdmin: boolean };

/**
 * The avatar button; the menu itself (Radix, with its dependencies) loads on first use, so it is not in
 * every page's first load. Until then this plain button of the same look and name stands in: a press
 * (pointer, Enter, Space or ArrowDown) mounts the real menu open.
 */
export function AvatarMenu(props: Props) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-label={AVATAR_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_TRIGGER_CLASS}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setUsed(true);
        }
      }}
    >
      <RoleAvatar isAdmin={props.isAdmin} />
    </button>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AvatarMenuPopup {...props} />
    </Suspense>
  );
}

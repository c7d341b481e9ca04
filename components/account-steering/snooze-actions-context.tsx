"use client";

import { createContext, useContext } from "react";
import type { SnoozeActions } from "./snooze-control";

// The snooze and heat actions of an accounts grid, given once to the grid rather than to every card
// (each card's props are in the page's payload: list-pages-weight).
const SnoozeActionsContext = createContext<SnoozeActions | null>(null);

export function SnoozeActionsProvider({ actions, children }: { actions: SnoozeActions; children: React.ReactNode }) {
  return <SnoozeActionsContext.Provider value={actions}>{children}</SnoozeActionsContext.Provider>;
}

export const useSnoozeActions = () => useContext(SnoozeActionsContext);

import type { IncomingMessage, ServerResponse } from "node:http";

export const RENDER_SLOT_TIMEOUT_MS: number;
export function isGated(method: string | undefined, url: string | undefined): boolean;
export type RenderGate = {
  admit(req: IncomingMessage, res: ServerResponse, handle: (req: IncomingMessage, res: ServerResponse) => unknown): void;
  readonly running: number;
  readonly waiting: number;
};
export function createRenderGate(limit: number, options?: { slotTimeoutMs?: number }): RenderGate;

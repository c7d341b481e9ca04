import type { ComposedMessage, MessageOptions } from "@/lib/providers/llm/compose/compose-types";

export const GENERATE_FAILED = "Failed to generate message. Please try again.";

/** A failure already worded for the user ('Error: ...'). */
export class ComposeError extends Error {}

/**
 * Calls POST /api/compose-message with `stream: true`, passing the text so far to `onText` as it
 * arrives. Failures carry the server's `error`, else the HTTP status and body text (spec 2 §8).
 */
export async function requestMessage(
  body: { event_id: string; user_id: string } & MessageOptions,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<ComposedMessage> {
  const response = await fetch("/api/compose-message", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, stream: true }),
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => "");
    let error: string | undefined;
    try {
      error = (JSON.parse(text) as { error?: string }).error;
    } catch {
      error = undefined;
    }
    throw new ComposeError(error || `${response.status} ${text}`.trim());
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      const item = JSON.parse(line) as { delta?: string; error?: string } & Partial<ComposedMessage>;
      if (item.error) throw new ComposeError(item.error);
      if (item.delta) {
        text += item.delta;
        onText(text);
      }
      if (typeof item.message === "string") return { message: item.message, evidence: item.evidence ?? { sources: [], claims: [] } };
    }
    if (done) throw new ComposeError(GENERATE_FAILED);
  }
}

/** 'Error: ' and the message, or the generic failure text. */
export function generationErrorText(error: unknown) {
  const message = error instanceof Error ? error.message.trim() : "";
  return message ? `Error: ${message}` : GENERATE_FAILED;
}

export const LANGUAGE_COOKIE = "message-language";
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

export function saveLanguage(code: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Splits an email draft into its subject (a first line starting with 'subject:') and body. */
export function splitSubject(message: string): { subject: string | null; body: string } {
  const lines = message.replace(/^\s*\n/, "").split("\n");
  const match = /^\s*subject:\s*(.*)$/i.exec(lines[0] ?? "");
  if (!match) return { subject: null, body: message.trim() };
  return { subject: match[1].trim() || null, body: lines.slice(1).join("\n").trim() };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * The message's length as people count it: words, or characters for Chinese and Japanese (written
 * without spaces between words, so counting spaces would say "34 words" for a whole letter).
 */
export function messageLength(text: string): string {
  const letters = text.replace(/\s+/g, "");
  const cjk = letters.match(CJK)?.length ?? 0;
  if (cjk > 0 && cjk * 3 >= letters.length) return `${[...letters].length} characters`;
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return `${words} ${words === 1 ? "word" : "words"}`;
}

import { randomUUID } from "node:crypto";

let counter = 0;

/** A short token unique within the process, for names and emails that must not collide. */
export function uniqueToken(): string {
  counter += 1;
  return `${counter}${randomUUID().slice(0, 6)}`;
}

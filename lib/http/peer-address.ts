import http from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-address";

let installed = false;

/**
 * Next.js hands route code no socket, and keeps a client-sent X-Forwarded-For as it is. So each incoming
 * request gets the TCP peer's address in our own header, overwriting whatever the client put there;
 * lib/http/client-address.ts uses it unless TRUSTED_PROXY names a proxy in front.
 */
export function recordPeerAddresses(): void {
  if (installed) return;
  installed = true;
  const prototype = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = prototype.emit;
  prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "unknown";
    }
    return emit.call(this, event, ...args);
  };
}

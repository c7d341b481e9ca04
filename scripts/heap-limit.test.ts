import { describe, expect, it } from "vitest";
import { DEFAULT_WEB_HEAP_MB, webProcessExecArgv } from "./heap-limit.mjs";

describe("webProcessExecArgv", () => {
  it("caps each web process's heap so its RSS stays under the 600 MB target", () => {
    expect(webProcessExecArgv(["--enable-source-maps"], undefined, DEFAULT_WEB_HEAP_MB)).toEqual(["--enable-source-maps", "--max-old-space-size=384"]);
    expect(DEFAULT_WEB_HEAP_MB).toBeLessThan(600);
  });

  it("keeps a limit the operator set on the command line or in NODE_OPTIONS", () => {
    expect(webProcessExecArgv(["--max-old-space-size=2048"], "", 384)).toEqual(["--max-old-space-size=2048"]);
    expect(webProcessExecArgv([], "--trace-warnings --max-old-space-size=1024", 384)).toEqual([]);
  });
});

import { spawn } from "node:child_process";
import path from "node:path";

export type ChildResult = { code: number | null; stdout: string; stderr: string };

const tsxBin = path.join(process.cwd(), "node_modules", ".bin", "tsx");

/** Runs a TypeScript file of this project in a separate Node process (through tsx) and collects its output. */
export function runTsx(file: string, args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 60_000): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, [file, ...args], { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${file} did not finish within ${timeoutMs} ms.\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The pid of a process that has exited (for stale-lock tests). */
export function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", () => resolve(child.pid!));
  });
}

export const DEFAULT_WEB_HEAP_MB: number;
export function webProcessExecArgv(execArgv: string[], nodeOptions: string | undefined, heapMb: number): string[];

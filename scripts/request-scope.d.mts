export function inCleanScope<A extends unknown[], R>(handle: (...args: A) => R): (...args: A) => R;

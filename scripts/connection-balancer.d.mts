export type ConnectionBalancer = {
  add(id: number): void;
  remove(id: number): void;
  pick(): number | undefined;
  closed(id: number): void;
  readonly size: number;
  counts(): Record<number, number>;
};
export function createConnectionBalancer(): ConnectionBalancer;

import { describe, expect, it } from "vitest";
import { createConnectionBalancer } from "./connection-balancer.mjs";

describe("createConnectionBalancer", () => {
  it("hands each new connection to the serving process with the fewest open, so 200 users split evenly", () => {
    const balancer = createConnectionBalancer();
    expect(balancer.pick()).toBeUndefined();
    balancer.add(1);
    balancer.add(2);
    for (let i = 0; i < 200; i++) balancer.pick();
    expect(balancer.counts()).toEqual({ 1: 100, 2: 100 });
  });

  it("sends new connections to a process whose connections closed, and none to a process that stopped", () => {
    const balancer = createConnectionBalancer();
    balancer.add(1);
    balancer.add(2);
    for (let i = 0; i < 10; i++) balancer.pick();
    for (let i = 0; i < 4; i++) balancer.closed(1);
    expect([balancer.pick(), balancer.pick(), balancer.pick(), balancer.pick()]).toEqual([1, 1, 1, 1]);
    balancer.remove(1);
    balancer.closed(1);
    expect([balancer.pick(), balancer.size]).toEqual([2, 1]);
    balancer.add(3);
    expect(balancer.pick()).toBe(3);
  });
});

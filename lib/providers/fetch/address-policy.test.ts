import { describe, expect, it } from "vitest";
import { classifyAddress, ipLiteralOf } from "./address-policy";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.4.4", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "cloud metadata"],
    ["169.254.10.1", "link-local"],
    ["fe80::1", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.10", "reserved"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["2002:7f00:1::", "6to4"],
  ])("refuses %s (%s)", (address, range) => {
    expect(classifyAddress(address)).toEqual(expect.objectContaining({ allowed: false, range }));
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "[2606:4700:4700::1111]"])("allows public %s", (address) => {
    expect(classifyAddress(address).allowed).toBe(true);
  });

  it("names the IPv4 address an IPv4-mapped IPv6 address carries", () => {
    expect(classifyAddress("::ffff:10.1.2.3")).toEqual({ allowed: false, address: "10.1.2.3", range: "private" });
  });
});

describe("ipLiteralOf", () => {
  it("recognises IP literals in URL host names, not names", () => {
    expect(ipLiteralOf("127.0.0.1")).toBe("127.0.0.1");
    expect(ipLiteralOf("[::1]")).toBe("::1");
    expect(ipLiteralOf("localhost")).toBeNull();
    expect(ipLiteralOf("news.example.com")).toBeNull();
  });
});

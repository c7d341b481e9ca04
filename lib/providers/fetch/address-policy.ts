import ipaddr from "ipaddr.js";

const rangeLabels: Record<string, string> = {
  loopback: "loopback",
  private: "private",
  linkLocal: "link-local",
  carrierGradeNat: "carrier-grade NAT",
  uniqueLocal: "unique local",
  multicast: "multicast",
  unspecified: "unspecified",
  broadcast: "broadcast",
  reserved: "reserved",
  ipv4Mapped: "IPv4-mapped",
  rfc6145: "IPv4-translated",
  rfc6052: "NAT64",
  "6to4": "6to4",
  teredo: "Teredo",
  benchmarking: "benchmarking",
  amt: "AMT",
  as112: "AS112",
  deprecated: "deprecated",
  orchid2: "ORCHID",
  droneRemoteIdProtocolEntityTags: "reserved",
};

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; range: string };

/**
 * Only public unicast addresses may be reached. IPv4-mapped IPv6 addresses are judged as the IPv4
 * address they carry; anything ipaddr.js does not classify as unicast is refused.
 */
export function classifyAddress(raw: string): AddressVerdict {
  const text = raw.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(text)) return { allowed: false, address: raw, range: "not an IP address" };
  const parsed = ipaddr.process(text);
  const address = parsed.toString();
  if (parsed.kind() === "ipv4" && address === "169.254.169.254") return { allowed: false, address, range: "cloud metadata" };
  const range = parsed.range();
  if (range === "unicast") return { allowed: true, address };
  return { allowed: false, address, range: rangeLabels[range] ?? range };
}

export const isLoopbackAddress = (raw: string) => {
  const text = raw.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(text) && ipaddr.process(text).range() === "loopback";
};

/** Returns the IP literal a URL hostname denotes (WHATWG URL already normalised odd IPv4 forms), else null. */
export function ipLiteralOf(hostname: string): string | null {
  const text = hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(text) ? text : null;
}

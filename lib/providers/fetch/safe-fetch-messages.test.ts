import { describe, expect, it } from "vitest";
import { withoutAddresses } from "./safe-fetch";

describe("withoutAddresses", () => {
  it("removes the IPv4 and IPv6 addresses a socket error names, and keeps the rest", () => {
    expect(withoutAddresses("connect ECONNABORTED 10.1.2.3:443")).toBe("connect ECONNABORTED [address]");
    expect(withoutAddresses("Hostname/IP does not match certificate's altnames: IP: 127.0.0.1 is not in the cert's list: ")).toBe(
      "Hostname/IP does not match certificate's altnames: IP: [address] is not in the cert's list: ",
    );
    expect(withoutAddresses("connect EHOSTDOWN fd00::1:8080")).toBe("connect EHOSTDOWN [address]");
    expect(withoutAddresses("connect EHOSTDOWN [::1]:80")).toBe("connect EHOSTDOWN [address]");
    expect(withoutAddresses("socket hang up")).toBe("socket hang up");
  });
});

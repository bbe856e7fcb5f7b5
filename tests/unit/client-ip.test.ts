import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { addressKey, CLIENT_IP_HEADER, clientIp } from "@/lib/http/client-ip";

const request = (forwardedFor?: string, socket = "10.0.0.2") =>
  new Request("http://localhost/api", { headers: { [CLIENT_IP_HEADER]: socket, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) } });

function trustProxies(hops: number) {
  process.env.TRUST_PROXY = String(hops);
  resetEnvForTests();
}
afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvForTests();
});

describe("the client address per-client limits count (security review, finding 1)", () => {
  it("is the socket's without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    expect(clientIp(request("198.51.100.9"))).toBe("10.0.0.2");
  });

  it.each([
    // The client wrote everything left of what our proxy appended: it must not choose its own address.
    [1, "6.6.6.6, 203.0.113.5", "203.0.113.5"],
    [1, "1.1.1.1, 2.2.2.2, 203.0.113.5", "203.0.113.5"],
    [1, "203.0.113.5", "203.0.113.5"],
    [2, "6.6.6.6, 203.0.113.5, 192.0.2.10", "203.0.113.5"],
    // Fewer entries than proxies: the request did not come through them all; the socket it is.
    [2, "203.0.113.5", "10.0.0.2"],
    [1, undefined, "10.0.0.2"],
  ])("TRUST_PROXY=%i, X-Forwarded-For %j → %s", (hops, header, expected) => {
    trustProxies(hops);
    expect(clientIp(request(header))).toBe(expected);
  });

  it("a spoofed left-most entry changes nothing: every variation counts as one client", () => {
    trustProxies(1);
    const seen = new Set(["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((spoof) => clientIp(request(`${spoof}, 203.0.113.5`))));
    expect([...seen]).toEqual(["203.0.113.5"]);
  });
});

describe("IPv6 clients count per /64 (finding 7)", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["203.0.113.5", "203.0.113.5"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("addresses of one /64 share a key; the next /64 does not", () => {
    expect(clientIp(request(undefined, "2001:db8:1:2::a"))).toBe(clientIp(request(undefined, "2001:db8:1:2:ffff:ffff:ffff:ffff")));
    expect(clientIp(request(undefined, "2001:db8:1:3::a"))).not.toBe(clientIp(request(undefined, "2001:db8:1:2::a")));
  });
});

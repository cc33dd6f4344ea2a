import { describe, expect, it } from "vitest";
import { judgeAddress, type RefusalReason } from "./outbound-address.ts";

// Pure judgements: nothing here is resolved or connected to.

const refused: [string, RefusalReason][] = [
  // loopback
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  // unspecified / "this network"
  ["0.0.0.0", "unspecified"],
  ["0.255.255.255", "unspecified"],
  ["::", "unspecified"],
  // private
  ["10.0.0.0", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.0.1", "private"],
  ["192.168.255.255", "private"],
  ["fc00::1", "private"],
  ["fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "private"],
  ["fec0::1", "private"],
  ["64:ff9b:1::a", "private"],
  // link-local
  ["169.254.0.1", "link_local"],
  ["169.254.255.255", "link_local"],
  ["fe80::1", "link_local"],
  ["febf:ffff::1", "link_local"],
  ["fe80::1%eth0", "link_local"],
  // CGNAT
  ["100.64.0.0", "carrier_grade_nat"],
  ["100.127.255.255", "carrier_grade_nat"],
  // multicast
  ["224.0.0.1", "multicast"],
  ["239.255.255.255", "multicast"],
  ["ff02::1", "multicast"],
  ["ff0e::1", "multicast"],
  // reserved and broadcast
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "reserved"],
  ["192.88.99.1", "reserved"],
  ["100::1", "reserved"],
  // benchmarking
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  // documentation
  ["192.0.2.1", "documentation"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.200", "documentation"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation"],
  // IETF protocol assignments (192.0.0.0/24, 2001::/23: Teredo, ORCHID, benchmarking)
  ["192.0.0.8", "protocol_assignments"],
  ["2001::1", "protocol_assignments"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "protocol_assignments"],
  ["2001:2::1", "protocol_assignments"],
  // metadata services
  ["169.254.169.254", "metadata"],
  ["169.254.170.2", "metadata"],
  ["100.100.100.200", "metadata"],
  ["192.0.0.192", "metadata"],
  ["fd00:ec2::254", "metadata"],
  ["::ffff:169.254.169.254", "metadata"],
  ["::ffff:a9fe:a9fe", "metadata"],
  ["64:ff9b::a9fe:a9fe", "metadata"],
  ["2002:a9fe:a9fe::1", "metadata"],
  // IPv4-mapped, IPv4-compatible, NAT64 and 6to4 forms of refused IPv4
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["0:0:0:0:0:ffff:7f00:1", "loopback"],
  ["::127.0.0.1", "loopback"],
  ["::7f00:1", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:192.168.1.1", "private"],
  ["::ffff:100.64.0.1", "carrier_grade_nat"],
  ["::ffff:0.0.0.0", "unspecified"],
  ["64:ff9b::127.0.0.1", "loopback"],
  ["64:ff9b::a00:1", "private"],
  ["64:ff9b::c0a8:101", "private"],
  ["2002:7f00:1::1", "loopback"],
  ["2002:c0a8:101::1", "private"],
  ["2002:a00:1::", "private"],
  // not global unicast
  ["::8.8.8.8", "not_global_unicast"],
  ["4000::1", "not_global_unicast"],
  ["::ffff:0:808:808", "not_global_unicast"], // IPv4-translated (RFC 6145)
  // not an address at all
  ["localhost", "not_an_ip"],
  ["2130706433", "not_an_ip"],
  ["", "not_an_ip"],
];

describe("the outbound address rule", () => {
  it.each(refused)("refuses %s (%s)", (address, reason) => {
    expect(judgeAddress(address)).toEqual({ allowed: false, reason });
  });

  it("takes IPv6 as a URL writes it, in brackets", () => {
    expect(judgeAddress("[::1]")).toEqual({ allowed: false, reason: "loopback" });
    expect(judgeAddress("[::ffff:7f00:1]")).toEqual({ allowed: false, reason: "loopback" });
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1", // just past 172.16/12
    "100.128.0.1", // just past 100.64/10
    "198.20.0.1", // just past 198.18/15
    "223.255.255.255", // just below multicast
    "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
    "2a00:1450:4001:80e::200e",
    "::ffff:93.184.215.14", // IPv4-mapped public address
    "64:ff9b::5db8:d70e", // NAT64 of 93.184.215.14 (an IPv6-only network's DNS64 gives these)
    "2002:5db8:d70e::1", // 6to4 of 93.184.215.14
  ])("allows the public address %s", (address) => {
    expect(judgeAddress(address)).toEqual({ allowed: true });
  });

  it("opens every range but the metadata services when the operator allows private networks", () => {
    for (const address of ["127.0.0.1", "::1", "10.0.0.1", "192.168.1.1", "fc00::1", "fe80::1", "100.64.0.1", "::ffff:127.0.0.1"]) {
      expect(judgeAddress(address, { allowPrivate: true })).toEqual({ allowed: true });
    }
    for (const address of ["169.254.169.254", "fd00:ec2::254", "::ffff:169.254.169.254", "100.100.100.200"]) {
      expect(judgeAddress(address, { allowPrivate: true })).toEqual({ allowed: false, reason: "metadata" });
    }
    expect(judgeAddress("not-an-ip", { allowPrivate: true })).toEqual({ allowed: false, reason: "not_an_ip" });
  });
});

/** What other features may use of tools/dns-leak (scripts/layers.mjs: one feature reaches another only through here). */
export { runDnsLeakTest } from "./run-dns-leak-test";
export { type DnsLeakOutcome, type LeakReason, dnsLeakOutcome } from "./verdict";
export { isDnsLeakSwitchedOff } from "./availability";

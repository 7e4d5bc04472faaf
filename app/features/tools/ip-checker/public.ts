/** What other features may use of tools/ip-checker (scripts/layers.mjs: one feature reaches another only through here). */
export { compareFamilies, type FamilyProbe, type FamilyVerdict } from "./address-families";
export { formatLocation } from "./ip-info";
export { probeBothFamilies } from "./probe-families";

import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";
import { PROXY_FEATURES_ID, PROXY_LIMITS_ID, ProxyFeatures, ProxyLimits } from "./proxy-features";

/** The web proxy page's middleware: its features and limits panels as server markup. */
export const proxyPanelsHtml = [
  keptHtmlMiddleware(PROXY_FEATURES_ID, () => <ProxyFeatures />),
  keptHtmlMiddleware(PROXY_LIMITS_ID, () => <ProxyLimits />),
];

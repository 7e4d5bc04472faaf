import { Boxes, EyeOff, Link2, ShieldCheck } from "lucide-react";
import { webProxyPanelsCopy } from "~/copy/tool-copy/web-proxy";

const icons = [EyeOff, ShieldCheck, Link2, Boxes];

/**
 * The two panels never change, so the route's middleware draws them on the server
 * (proxy-features.server.tsx) and the page keeps that markup (KeptHtml) under these ids:
 * their copy and icons are not in the page's JavaScript.
 */
export const PROXY_FEATURES_ID = "proxy-features";
export const PROXY_LIMITS_ID = "proxy-limits";

/** The features panel shown before connecting. */
export function ProxyFeatures() {
  const copy = webProxyPanelsCopy.features;
  return (
    <section aria-labelledby="proxy-features-heading" className="grid gap-4">
      <h2 id="proxy-features-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {copy.items.map((item, index) => {
          const Icon = icons[index] ?? ShieldCheck;
          return (
            <li key={item.title} className="flex gap-3 rounded-lg border bg-background/50 p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid gap-1">
                <h3 className="text-sm font-semibold">{item.title}</h3>
                <p className="text-sm text-muted-foreground">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the proxy does not protect, said plainly (issue 16): shown whether or not connected. */
export function ProxyLimits() {
  const copy = webProxyPanelsCopy.limits;
  return (
    <section aria-labelledby="proxy-limits-heading" className="grid gap-3">
      <h2 id="proxy-limits-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
        {copy.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

import type { Route } from "./+types/checkout";
import { publicConfigFromMatches } from "~/config/public-config";
import { seoMeta } from "~/features/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta({
    title: "Checkout",
    description: "Choose your billing period and complete your Umbra VPN order.",
    path: location.pathname,
    origin: publicConfigFromMatches(matches).origin,
    noIndex: true,
  });

export default function Checkout() {
  return (
    <PageIntro
      heading="Complete Your Order"
      description="Choose your billing period, enter your email and pick a payment method."
    />
  );
}

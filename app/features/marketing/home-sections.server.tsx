import {
  CalendarCheck,
  EyeOff,
  Globe,
  Headset,
  Laptop,
  Lock,
  type LucideIcon,
  Power,
  Zap,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { buttonClass } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import {
  type HighlightIcon,
  homeFaq,
  homeHero,
  homeHighlights,
  homeStats,
  homeTestimonials,
  homeTrust,
  type TrustItem,
} from "~/copy/home";
import { editorialReviews, socialPosts, testimonials } from "~/copy/testimonials";
import { faqPageJsonLd, jsonLdScriptText } from "~/lib/seo/json-ld";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
import { FaqAccordion } from "./faq-accordion";
import { HomeHero } from "./home-hero";
import { IconCardGrid } from "./icon-card-grid";
import { Section } from "./section";
import { StatGrid } from "./stat-grid";
import { TestimonialTabs } from "./testimonial-tabs";

const trustIcons: Record<TrustItem["icon"], LucideIcon> = {
  calendar: CalendarCheck,
  headset: Headset,
  lock: Lock,
};

const highlightIcons: Record<HighlightIcon, LucideIcon> = {
  zap: Zap,
  "eye-off": EyeOff,
  power: Power,
  globe: Globe,
  devices: Laptop,
  headset: Headset,
};

function TrustStrip() {
  return (
    <section aria-labelledby="trust-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="trust-heading" className="sr-only">
          {homeTrust.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {homeTrust.items.map((item) => {
            const Icon = trustIcons[item.icon];
            return (
              <li key={item.title} className="flex items-start gap-4">
                <IconTile icon={Icon} />
                <span className="grid gap-0.5">
                  <span className="font-semibold">{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Everything above the pricing section: static content only. */
function HomeSections({ heading }: { heading: string }) {
  return (
    <>
      <HomeHero heading={heading} hero={homeHero} />
      <TrustStrip />
      <Section id="highlights" heading={homeHighlights.heading} lead={homeHighlights.lead}>
        <IconCardGrid items={homeHighlights.items} icons={highlightIcons} />
      </Section>
      <Section
        id="testimonials"
        tone="muted"
        heading={homeTestimonials.heading}
        lead={homeTestimonials.lead}
      >
        <TestimonialTabs
          labels={homeTestimonials.tabs}
          testimonials={testimonials}
          socialPosts={socialPosts}
          editorialReviews={editorialReviews}
        />
      </Section>
      <Section id="stats" heading={homeStats.heading}>
        <StatGrid stats={homeStats.items} />
      </Section>
      <Section id="faq" tone="muted" heading={homeFaq.heading} lead={homeFaq.lead}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="home-faq" entries={homeFaq.items} />
          <p className="mt-8 text-center">
            <a href={homeFaq.more.href} className={buttonClass({ variant: "outline" })}>
              {homeFaq.more.label}
            </a>
          </p>
          <JsonLdScript json={jsonLdScriptText(faqPageJsonLd(homeFaq.items))} />
        </div>
      </Section>
    </>
  );
}

/**
 * The landing page from the hero to the FAQ, rendered to HTML on the server only.
 * They are static (the tabs run on CSS, the FAQ on <details>), so the page ships their
 * markup and no code for them: the landing page's JavaScript budget (decision 007). The FAQ's
 * structured data stands beside it, in the body, so it is not in the page's data as well.
 * Their links are plain <a> elements: before hydration they load the (prerendered) target
 * page; after it, `KeptHtml` navigates client-side.
 */
export function renderHomeSections(heading: string): string {
  return renderToStaticMarkup(<HomeSections heading={heading} />);
}

import { ArrowRight, Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { getEnv } from "~/config/env.server";
import { clientAreaLink } from "~/config/site";
import { contactPage } from "~/copy/contact";
import { getPage, type PageEntry } from "~/copy/pages";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { buttonClass } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The whole page is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptPageMiddleware(() => (
    <ContactBody page={getPage("/contact")} clientAreaUrl={getEnv().CLIENT_AREA_URL} />
  )),
];

export function loader() {
  return { page: getPage("/contact") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const cardClass =
  "flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8";

export default function Contact() {
  return <KeptPage />;
}

function ContactBody({ page, clientAreaUrl }: { page: PageEntry; clientAreaUrl: string }) {
  const { chat, email, selfHelp } = contactPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <section aria-labelledby="chat-heading" className={cardClass}>
          <IconTile icon={MessageCircle} />
          <h2 id="chat-heading" className="mt-5 text-xl font-semibold">
            {chat.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{chat.text}</p>
          <h3 className="mt-6 text-sm font-semibold">{chat.hoursHeading}</h3>
          <dl className="mt-2 flex-1 divide-y text-sm">
            {chat.hours.map((row) => (
              <div key={row.languages} className="grid gap-0.5 py-2">
                <dt className="font-medium">{row.languages}</dt>
                <dd className="text-muted-foreground">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <a href={clientAreaLink(clientAreaUrl, "support")} className={`mt-6 ${buttonClass()}`}>
            {chat.action}
          </a>
        </section>
        <section aria-labelledby="email-heading" className={cardClass}>
          <IconTile icon={Mail} />
          <h2 id="email-heading" className="mt-5 text-xl font-semibold">
            {email.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{email.text}</p>
          <dl className="mt-6 flex-1 divide-y text-sm">
            {email.addresses.map((row) => (
              <div key={row.address} className="grid gap-0.5 py-2">
                <dt className="font-medium">{row.label}</dt>
                <dd>
                  <a
                    href={`mailto:${row.address}`}
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {row.address}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <a
            href={`mailto:${email.action.address}`}
            className={`mt-6 ${buttonClass({ variant: "outline" })}`}
          >
            {email.action.label}
          </a>
        </section>
      </div>
      <Section id="self-help" tone="muted" heading={selfHelp.heading} lead={selfHelp.lead}>
        <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
          {selfHelp.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/50"
              >
                <span className="flex items-center gap-2 text-lg font-semibold group-hover:text-primary">
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </span>
                <span className="mt-2 text-sm text-muted-foreground">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

import { site } from "~/config/site";

/**
 * The admin session cookie. HttpOnly (scripts cannot read it), SameSite=Strict (never sent
 * on requests started by another site), Path=/. Secure only when the site is served over
 * https in production: browsers drop Secure cookies on plain http, and `npm start` and the
 * tests serve http on 127.0.0.1. A Secure cookie also takes the __Host- prefix, which
 * binds it to this host.
 */
export type SessionCookieOptions = { secure: boolean };

export function sessionCookieName({ secure }: SessionCookieOptions): string {
  return secure ? `__Host-${site.slug}_admin` : `${site.slug}_admin`;
}

export function serializeSessionCookie(
  token: string,
  maxAgeSeconds: number,
  options: SessionCookieOptions,
): string {
  const attributes = [
    `${sessionCookieName(options)}=${token}`,
    `Max-Age=${maxAgeSeconds}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearedSessionCookie(options: SessionCookieOptions): string {
  return serializeSessionCookie("", 0, options);
}

/** Whether the session cookie should be Secure: production behind an https SITE_URL. */
export function secureCookies(env: { NODE_ENV: string; SITE_URL?: string }): boolean {
  return env.NODE_ENV === "production" && (env.SITE_URL ?? "").startsWith("https://");
}

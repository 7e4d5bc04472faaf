import { describe, expect, it } from "vitest";
import { renderHomeSections } from "./home-sections.server";

const html = renderHomeSections("Privacy Made Simple For Everyone");

describe("renderHomeSections", () => {
  it("renders the hero with its heading and calls to action as plain links", () => {
    expect(html).toContain('<h1 id="hero-heading"');
    expect(html).toContain(">Privacy Made Simple For Everyone</h1>");
    expect(html).toMatch(/<a href="\/pricing"[^>]*>Get Started Now/);
    expect(html).toContain("From $8.99/month • 30-day money-back guarantee");
  });

  it("renders the testimonial tabs as one radio group with the first source checked", () => {
    const radios = (html.match(/<input[^>]*>/g) ?? []).filter((tag) =>
      tag.includes('name="testimonial-source"'),
    );
    expect(radios).toHaveLength(3);
    expect(radios.every((radio) => radio.includes('type="radio"'))).toBe(true);
    expect(radios.filter((radio) => radio.includes("checked"))).toHaveLength(1);
    expect(radios[0]).toContain('value="customers"');
  });

  it("renders the FAQ as details sharing one name, all closed", () => {
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(5);
    for (const tag of details) {
      expect(tag).toContain('name="home-faq"');
      expect(tag).not.toMatch(/\sopen/);
    }
  });

  it("ships no code: its one script is the FAQ's structured data, which browsers do not run", () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([' type="application/ld+json"']);
    const data = JSON.parse(scripts[0]?.[2] ?? "null") as {
      "@type": string;
      mainEntity: unknown[];
    };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(5);
  });
});

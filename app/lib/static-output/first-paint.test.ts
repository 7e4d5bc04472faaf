import { describe, expect, it } from "vitest";
import { firstScreenHtml } from "./first-paint";

describe("firstScreenHtml", () => {
  it("ends after the section that holds the h1, nested sections included", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"></head><body><header>nav</header><main>' +
      '<section class="hero"><div><section><p>x</p></section><h1>Title</h1><img src="a.png"></div></section>' +
      "<section>below</section></main></body></html>";
    expect(firstScreenHtml(html)).toBe(html.slice(0, html.indexOf("<section>below")));
  });

  it("falls back to the h1's parent when no section holds it", () => {
    const html =
      '<body><div class="intro"><h1>Guides</h1><p>Lead</p></div><ul><li>1</li></ul></body>';
    expect(firstScreenHtml(html)).toBe('<body><div class="intro"><h1>Guides</h1><p>Lead</p></div>');
  });

  it("is the whole document when there is no h1", () => {
    const html = "<body><p>no heading</p></body>";
    expect(firstScreenHtml(html)).toBe(html);
  });
});

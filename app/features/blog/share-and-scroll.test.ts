import { describe, expect, it } from "vitest";
import { currentHeadingId, readingProgress } from "./current-heading";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("encodes the page address and title into each network's share URL", () => {
    const links = shareLinks("https://umbravpn.example/blog/a-b?x=1", "DNS & WebRTC: a test");
    expect(links.map((link) => link.href)).toEqual([
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fumbravpn.example%2Fblog%2Fa-b%3Fx%3D1&text=DNS%20%26%20WebRTC%3A%20a%20test",
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fumbravpn.example%2Fblog%2Fa-b%3Fx%3D1",
      "https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fumbravpn.example%2Fblog%2Fa-b%3Fx%3D1&title=DNS%20%26%20WebRTC%3A%20a%20test",
    ]);
    expect(links.map((link) => link.label)).toEqual([
      "Share on X",
      "Share on Facebook",
      "Share on LinkedIn",
    ]);
  });
});

describe("currentHeadingId", () => {
  const headings = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i + 1}`, top }));

  it("is the last heading at or above 100 px from the top", () => {
    expect(currentHeadingId(headings(-800, -20, 100, 101, 900))).toBe("h3");
    expect(currentHeadingId(headings(-800, -20, 180, 900))).toBe("h2");
  });

  it("is none before the first heading reaches the line", () => {
    expect(currentHeadingId(headings(101, 400))).toBeUndefined();
    expect(currentHeadingId([])).toBeUndefined();
  });

  it("takes another offset when given one", () => {
    expect(currentHeadingId(headings(40, 180), 200)).toBe("h2");
  });
});

describe("readingProgress", () => {
  it("goes from 0 at the article's top to 100 when its end reaches the viewport's bottom", () => {
    expect(readingProgress({ top: 120, height: 3000 }, 800)).toBe(0);
    expect(readingProgress({ top: 0, height: 3000 }, 800)).toBe(0);
    expect(readingProgress({ top: -1100, height: 3000 }, 800)).toBe(50);
    expect(readingProgress({ top: -2200, height: 3000 }, 800)).toBe(100);
    expect(readingProgress({ top: -5000, height: 3000 }, 800)).toBe(100);
  });

  it("handles an article shorter than the viewport", () => {
    expect(readingProgress({ top: 10, height: 500 }, 800)).toBe(0);
    expect(readingProgress({ top: -10, height: 500 }, 800)).toBe(100);
  });
});

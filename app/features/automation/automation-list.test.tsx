import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AutomationJson } from "./automation-json";
import { AutomationList } from "./automation-list";

describe("AutomationList", () => {
  it("shows a topic stored with a direction override written out, in its card and its switch's name", () => {
    const automation: AutomationJson = {
      id: 3,
      topic: "Travel \u2067tips\u202B",
      articleType: "how-to",
      frequency: "daily",
      settings: { tone: "professional", minWords: 300, maxWords: 600 },
      isActive: true,
      nextScheduled: null,
      lastRunAt: null,
      lastRunStatus: null,
      lastRunError: null,
      retryAt: null,
      createdAt: "2026-06-01T10:00:00.000Z",
      updatedAt: "2026-06-01T10:00:00.000Z",
    };
    const html = renderToStaticMarkup(
      <AutomationList state={{ status: "done", value: [automation] }} reload={async () => {}} />,
    );
    expect(html).not.toMatch(/[\u2067\u202B]/);
    expect(html).toContain(">Travel [U+2067]tips[U+202B]</h3>");
    expect(html).toContain('aria-label="Automation for Travel [U+2067]tips[U+202B]"');
  });
});

import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-part";

describe("lazyPart", () => {
  it("renders on the server, where there is no stylesheet to wait for", async () => {
    const Part = lazyPart(async () => ({ name }: { name: string }) => <p>Loaded {name}</p>);
    const { prelude } = await prerenderToNodeStream(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="part" />
      </Suspense>,
    );
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain("Loaded <!-- -->part");
    expect(html).not.toContain("Loading");
  });
});

/**
 * The OpenAI-compatible provider against a small chat-completions server on loopback:
 * what it sends, how the Markdown answer is stored, and its errors (refusal, timeout).
 */
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONVERSIONS_ADMITTED } from "~/features/articles/markdown-html.server";
import { type LocalServer, listen } from "../support/local-server";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer } from "./test-server";

type Behaviour = {
  status: number;
  body: unknown;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Sent instead of `body` as JSON: the answer's bytes, written as they come. */
  raw?: Iterable<string>;
  /** Answers nothing until this many requests are waiting, then all of them at once. */
  holdFor?: number;
  /** Sends the headers and the start of `raw`, then nothing more and never ends. */
  endless?: boolean;
};
let behaviour: Behaviour;
type ChatRequest = { model: string; messages: { role: string; content: string }[] };
let received: { path: string; authorization?: string; body: ChatRequest }[] = [];
let held: (() => void)[] = [];
let fake: LocalServer;
let server: TestServer;
let api: ReturnType<typeof adminClient>;

const markdown = [
  "# Five Habits for Safer Hotel Wi-Fi",
  "",
  "Hotel networks are shared with **every** guest in the building.",
  "",
  "## 1. Connect the VPN first",
  "",
  "Turn it on before you open anything else.<script>alert(1)</script>",
  "",
  "- Check the network name with reception",
  "- Forget the network when you leave",
].join("\n");

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  fake = await listen(async (req, res) => {
    received.push({
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)) as ChatRequest,
    });
    const { status, body, delayMs, headers, raw, holdFor, endless } = behaviour;
    const reply = () =>
      setTimeout(() => {
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        if (!raw) return res.end(JSON.stringify(body));
        for (const part of raw) res.write(part);
        if (!endless) res.end();
      }, delayMs ?? 0);
    held.push(reply);
    if (held.length >= (holdFor ?? 1)) for (const release of held.splice(0)) release();
  });
  server = await startTestServer({
    LLM_BASE_URL: `${fake.origin}/v1`,
    LLM_API_KEY: "sk-test-key",
    LLM_MODEL: "test-model",
    LLM_TIMEOUT_SECONDS: "1",
  });
  api = adminClient(server, (await signIn(server)).cookie!);
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

beforeEach(() => {
  received = [];
  held = [];
  behaviour = {
    status: 200,
    body: { choices: [{ message: { role: "assistant", content: markdown } }] },
  };
});

describe("the LLM provider", () => {
  it("asks the chat-completions endpoint for Markdown and stores sanitised HTML", async () => {
    const { status, body } = await api.post("/api/content/generate", {
      topic: "hotel Wi-Fi",
      type: "blog",
      articleType: "list",
    });
    expect(status).toBe(201);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test-key");
    expect(request!.body.model).toBe("test-model");
    expect(request!.body.messages[0]!).toMatchObject({ role: "system" });
    expect(request!.body.messages[0]!.content).toContain("Markdown");
    expect(request!.body.messages[1]!.content).toContain("about: hotel Wi-Fi");
    expect(request!.body.messages[1]!.content).toContain('"List Article"');

    expect(body).toMatchObject({
      title: "Five Habits for Safer Hotel Wi-Fi",
      slug: "five-habits-for-safer-hotel-wi-fi",
      excerpt: "Hotel networks are shared with every guest in the building.",
      type: "blog",
      articleType: "list",
      published: false,
    });
    expect(body.content).toContain("<h2>1. Connect the VPN first</h2>");
    expect(body.content).toContain("<li>Check the network name with reception</li>");
    expect(body.content).toContain("<strong>every</strong>");
    expect(body.content).not.toContain("<script");
    expect(body.content).not.toContain("<h1");
  });

  it.each([
    [{ status: 500, body: { error: "boom" } }, "The language model refused the request (HTTP 500)"],
    [{ status: 200, body: { choices: [] } }, "The language model's answer contained no text"],
    [{ status: 200, body: "not an object" }, "The language model's answer contained no text"],
    [
      { status: 200, body: { choices: [] }, delayMs: 2_000 },
      "The language model did not answer within 1 second",
    ],
    // The headers at once, then an answer that never ends: the time limit, not "not JSON".
    [
      { status: 200, body: null, raw: ['{"choices": [{"message": '], endless: true },
      "The language model did not answer within 1 second",
    ],
  ])("%j → 502 %s, nothing saved", async (answer, message) => {
    behaviour = answer;
    const before = (await api.get("/api/content")).body.length;
    expect(await api.post("/api/content/generate", { topic: "x", type: "page" })).toEqual({
      status: 502,
      body: { message },
    });
    expect((await api.get("/api/content")).body).toHaveLength(before);
  });
});

/** An answer whose message is `content`. */
const answer = (content: string) => ({
  status: 200,
  body: { choices: [{ message: { role: "assistant", content } }] },
});

describe("a hostile or broken language model", () => {
  async function generateRefused(message: string) {
    const before = (await api.get("/api/content")).body.length;
    expect(await api.post("/api/content/generate", { topic: "x", type: "page" })).toEqual({
      status: 502,
      body: { message },
    });
    expect((await api.get("/api/content")).body).toHaveLength(before);
  }

  it("does not follow a redirect, which could carry the prompt elsewhere", async () => {
    let elsewhere = 0;
    const other = await listen((_req, res) => {
      elsewhere++;
      res.end();
    });
    try {
      behaviour = {
        status: 307,
        body: {},
        headers: { Location: `${other.origin}/v1/chat/completions` },
      };
      await generateRefused(
        "The language model's address redirects (HTTP 307); set LLM_BASE_URL to the address it redirects to",
      );
      expect(received).toHaveLength(1);
      expect(elsewhere).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("stops reading an answer past 1 MB, announced or not", async () => {
    behaviour = { status: 200, body: {}, headers: { "Content-Length": String(2 ** 21) } };
    await generateRefused("The language model's answer was larger than 1 MB");
    // No length announced: 64 KB pieces of a string that never ends.
    behaviour = {
      status: 200,
      body: {},
      raw: ['{"choices":[{"message":{"content":"', ...Array(40).fill("a".repeat(65_536))],
    };
    await generateRefused("The language model's answer was larger than 1 MB");
  });

  it("refuses an answer longer than an article can hold, before converting it", async () => {
    behaviour = answer(`# Long\n\n${"word ".repeat(18_001)}`);
    await generateRefused(
      "The language model's answer is longer than the 90,000 characters an article can hold",
    );
  });

  it("refuses Markdown that overflows the parser, with a message the admin can act on", async () => {
    // Thirty thousand nested quotes: the parser's recursion runs out of stack (in its worker;
    // markdown-html.server.test.ts shows the time limit and that the server's thread is free).
    behaviour = answer(`${"> ".repeat(30_000)}x`);
    await generateRefused("The language model's answer could not be read as Markdown");
  });

  it("keeps a title as one line of text: controls become spaces, at most 200 characters", async () => {
    behaviour = answer(`# Safe\u0000 Wi\u2028Fi\u0085 ${"é".repeat(250)}\n\nBody text\u0007 here.`);
    const { status, body } = await api.post("/api/content/generate", {
      topic: "wifi",
      type: "page",
    });
    expect(status).toBe(201);
    expect(body.title).toBe(`Safe Wi Fi ${"é".repeat(189)}`);
    expect(body.excerpt).toBe("Body text here.");
  });

  it("takes the topic as the title when the title line holds nothing to keep", async () => {
    behaviour = answer("# \u0001 **\n\nBody.");
    const { status, body } = await api.post("/api/content/generate", {
      topic: "travel privacy",
      type: "page",
    });
    expect(status).toBe(201);
    expect(body.title).toBe("travel privacy");
  });

  it("converts answers one at a time: generations past the few it admits get a 503, nothing saved for them", async () => {
    // Six answers arriving together, each Markdown the parser takes a moment over.
    behaviour = { ...answer(`# Slow\n\n${"_a".repeat(5_000)}`), holdFor: 6 };
    const before = (await api.get("/api/content")).body.length;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post("/api/content/generate", { topic: "slow", type: "page" }),
      ),
    );
    const refused = outcomes.filter(({ status }) => status === 503);
    expect(refused).toHaveLength(6 - CONVERSIONS_ADMITTED);
    expect(refused[0]!.body).toEqual({
      message: "The server is converting other generated articles; try again in a moment",
    });
    expect(outcomes.filter(({ status }) => status === 201)).toHaveLength(CONVERSIONS_ADMITTED);
    expect((await api.get("/api/content")).body).toHaveLength(before + CONVERSIONS_ADMITTED);
  });
});

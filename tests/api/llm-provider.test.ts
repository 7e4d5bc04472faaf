/**
 * The OpenAI-compatible provider against a small chat-completions server on loopback:
 * what it sends, how the Markdown answer is stored, and its errors (refusal, timeout).
 */
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalServer, listen } from "../support/local-server";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer } from "./test-server";

type Behaviour = { status: number; body: unknown; delayMs?: number };
let behaviour: Behaviour;
type ChatRequest = { model: string; messages: { role: string; content: string }[] };
let received: { path: string; authorization?: string; body: ChatRequest }[] = [];
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
    const { status, body, delayMs } = behaviour;
    setTimeout(() => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    }, delayMs ?? 0);
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

/**
 * The OpenAI-compatible path against a real local HTTP server speaking the chat-completions
 * streaming protocol (a test double of a remote LLM, not a mock of our code), and the per-turn
 * fallback to the built-in engine when that server fails, times out or proposes bad tool args.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { stepCountIs, streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { createServices } from "../../services";
import { createToolContext } from "../context";
import { createTools } from "../tools";
import { readChat, textOf, toolParts, userMessage } from "../tools/test-support";
import { createEngineSource, createFallbackModel } from ".";

type Reply = "toolCall" | "summary" | "error" | "hang" | "badArgs";
let script: Reply[] = [];
const requests: Array<{ messages: Array<{ role: string; content: unknown }>; tools?: unknown[] }> = [];
let server: Server;
let baseURL: string;
let t: TestApp;

const chunk = (delta: unknown, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1,
    model: "test-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const toolCall = (args: string) =>
  chunk({
    tool_calls: [
      { index: 0, id: "call_1", type: "function", function: { name: "explainTerm", arguments: args } },
    ],
  });

async function body(req: IncomingMessage): Promise<any> {
  let text = "";
  for await (const c of req) text += c;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const payload = await body(req);
    requests.push(payload);
    const reply = script.shift() ?? "summary";
    if (reply === "hang") return; // never answers: the step's timeout must fire
    if (reply === "error") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(chunk({ role: "assistant", content: "" }));
    if (reply === "toolCall" || reply === "badArgs") {
      res.write(toolCall(reply === "toolCall" ? '{"term":"sharpe"}' : '{"term":"astrology"}'));
      res.write(chunk({}, "tool_calls"));
    } else {
      res.write(chunk({ content: "The Sharpe ratio is explained in the card. " }));
      res.write(chunk({ content: "Past performance does not predict future returns." }));
      res.write(chunk({}, "stop"));
    }
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ env: { AI_BASE_URL: baseURL, AI_MODEL: "test-model" } });
  await loadTestUniverse(t.deps.store);
}, 120_000);
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const ask = async (text: string) => {
  const res = await t.json("POST", "/api/chat?lang=en", {
    id: `llm-${requests.length}`,
    messages: [userMessage(text)],
  });
  expect(res.status).toBe(200);
  return (await readChat(res)).message;
};

describe("POST /api/chat with AI_BASE_URL", () => {
  it("streams the LLM's tool call and text, with the system prompt and tool schemas sent", async () => {
    script = ["toolCall", "summary"];
    requests.length = 0;
    const message = await ask("what does sharpe mean");
    expect(toolParts(message)[0]).toMatchObject({
      type: "tool-explainTerm",
      output: { status: "ok", term: "sharpe" },
    });
    expect(textOf(message)).toContain("explained in the card");
    expect(message.metadata).toMatchObject({ model: "llm" });
    expect(message.metadata?.fallback).toBeUndefined();
    expect(requests).toHaveLength(2);
    expect(requests[0]!.messages[0]).toMatchObject({ role: "system" });
    expect(String(requests[0]!.messages[0]!.content)).toContain("Numbers only from tool results");
    expect(JSON.stringify(requests[0]!.tools)).toContain("screenProducts");
    // step 2 sends the tool result back to the model
    expect(requests[1]!.messages.some((m) => m.role === "tool")).toBe(true);
  });

  it("falls back to the engine for the turn when the LLM answers 500, and says so", async () => {
    script = ["error", "error"];
    const message = await ask("What is the Sharpe ratio?");
    expect(textOf(message)).toContain("the built-in assistant answered instead");
    expect(toolParts(message)[0]).toMatchObject({ type: "tool-explainTerm", output: { status: "ok" } });
    expect(message.metadata).toMatchObject({ fallback: true });
  });

  it("falls back when the LLM proposes arguments that break the tool's contract", async () => {
    script = ["badArgs", "summary"];
    const message = await ask("What is the Sharpe ratio?");
    const [part] = toolParts(message);
    expect(part).toMatchObject({ type: "tool-explainTerm", input: { term: "sharpe" } });
    expect(textOf(message)).toContain("the built-in assistant answered instead");
  });

  it("puts the engine's no-advice reply first when the question asks for advice", async () => {
    script = ["summary"];
    const message = await ask("Should I buy the best fund now?");
    expect(textOf(message)).toMatch(/not investment advice/);
  });
});

describe("fallback model", () => {
  it("answers with the engine when the LLM step exceeds its time budget", async () => {
    script = ["hang"];
    const services = createServices(t.deps);
    const tools = createTools(createToolContext({ services, user: null, lang: "en" }));
    const model = createFallbackModel({
      primary: createOpenAICompatible({ name: "llm", baseURL }).chatModel("test-model"),
      source: createEngineSource(t.deps.metrics),
      lang: "en",
      today: "2025-06-30",
      timeoutMs: 300,
    });
    const started = Date.now();
    const result = streamText({
      model,
      messages: [{ role: "user", content: "What is the Sharpe ratio?" }],
      tools,
      stopWhen: stepCountIs(1),
    });
    const text = await result.text;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toContain("the built-in assistant answered instead");
    expect((await result.toolCalls).map((c) => c.toolName)).toEqual(["explainTerm"]);
  });
});

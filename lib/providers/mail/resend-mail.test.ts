import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResendMail } from "./resend-mail";

// A local stand-in for POST https://api.resend.com/emails (documented request and response shapes).
type Received = { authorization?: string; idempotencyKey?: string; body: Record<string, unknown> };

describe("Resend mail provider against a fake Resend API", () => {
  let server: http.Server;
  let baseUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      received.push({ authorization: req.headers.authorization, idempotencyKey: req.headers["idempotency-key"] as string | undefined, body });
      res.setHeader("content-type", "application/json");
      if (req.method !== "POST" || req.url !== "/emails") {
        res.writeHead(404).end(JSON.stringify({ statusCode: 404, name: "not_found", message: "Not found" }));
      } else if (req.headers.authorization !== "Bearer re_test_key") {
        res.writeHead(401).end(JSON.stringify({ statusCode: 401, name: "validation_error", message: "API key is invalid" }));
      } else if (String((body.to as string[])[0]).endsWith("@invalid.test")) {
        res.writeHead(422).end(JSON.stringify({ statusCode: 422, name: "validation_error", message: "Invalid `to` field." }));
      } else {
        res.writeHead(200).end(JSON.stringify({ id: `msg_${received.length}` }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends html, text, tags and the default sender, and returns Resend's id", async () => {
    const mail = createResendMail({ apiKey: "re_test_key", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    const result = await mail.send({
      to: "ana@example.test",
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      tags: [{ name: "category", value: "magic-link" }],
    });
    expect(result.id).toMatch(/^msg_\d+$/);
    const last = received[received.length - 1];
    expect(last.authorization).toBe("Bearer re_test_key");
    expect(last.body).toMatchObject({
      from: "Trayo <reports@trayo.test>",
      to: ["ana@example.test"],
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      tags: [{ name: "category", value: "magic-link" }],
    });
  });

  it("refuses CR/LF in the subject, the addresses and the tags before anything is sent", async () => {
    const mail = createResendMail({ apiKey: "re_test_key", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    const before = received.length;
    const base = { to: "ana@example.test", subject: "Report", html: "<p>x</p>" };
    await expect(mail.send({ ...base, subject: "Report\r\nBcc: thief@evil.test" })).rejects.toThrow("The mail's subject contains a line break");
    await expect(mail.send({ ...base, subject: "Report\nX-Injected: 1" })).rejects.toThrow("subject");
    await expect(mail.send({ ...base, from: "Trayo <a@trayo.test>\r\nBcc: thief@evil.test" })).rejects.toThrow("from");
    await expect(mail.send({ ...base, to: "ana@example.test\nBcc: thief@evil.test" })).rejects.toThrow("to");
    await expect(mail.send({ ...base, tags: [{ name: "category", value: "x\r\ny" }] })).rejects.toThrow("tag");
    expect(received.length).toBe(before);
  });

  it("passes the idempotency key as Resend's Idempotency-Key header", async () => {
    const mail = createResendMail({ apiKey: "re_test_key", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    await mail.send({ to: "ana@example.test", subject: "Report", html: "<p>x</p>", idempotencyKey: "daily-report/abc" });
    expect(received[received.length - 1].idempotencyKey).toBe("daily-report/abc");
  });

  it("sends extra headers (List-Unsubscribe) in Resend's headers field, and refuses a line break in them", async () => {
    const mail = createResendMail({ apiKey: "re_test_key", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    const headers = { "List-Unsubscribe": "<https://app.trayo.test/api/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    await mail.send({ to: "ana@example.test", subject: "Report", html: "<p>x</p>", headers });
    expect(received[received.length - 1].body.headers).toEqual(headers);
    const before = received.length;
    await expect(mail.send({ to: "ana@example.test", subject: "Report", html: "<p>x</p>", headers: { "List-Unsubscribe": "<x>\r\nBcc: thief@evil.test" } })).rejects.toThrow("header");
    expect(received.length).toBe(before);
  });

  it("uses an explicit sender", async () => {
    const mail = createResendMail({ apiKey: "re_test_key", baseUrl: `${baseUrl}/`, defaultFrom: "Trayo <reports@trayo.test>" });
    await mail.send({ to: "ana@example.test", subject: "S", html: "<p>x</p>", from: "Ops <ops@trayo.test>" });
    expect(received[received.length - 1].body.from).toBe("Ops <ops@trayo.test>");
  });

  it("rejects with Resend's error message", async () => {
    const good = createResendMail({ apiKey: "re_test_key", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    await expect(good.send({ to: "x@invalid.test", subject: "S", html: "<p>x</p>" })).rejects.toThrow("Invalid `to` field.");
    const badKey = createResendMail({ apiKey: "re_wrong", baseUrl, defaultFrom: "Trayo <reports@trayo.test>" });
    await expect(badKey.send({ to: "ana@example.test", subject: "S", html: "<p>x</p>" })).rejects.toThrow("API key is invalid");
  });
});

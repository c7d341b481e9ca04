import type OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { messageLanguages, type ComposedMessage, type ComposeInput, type ComposeStreamHandler } from "./compose/compose-types";
import { buildEvidence, evidenceSources } from "./compose/evidence";
import { LlmError } from "./llm-provider";
import { parseSolutions } from "./offline/solutions";

const LENGTH_GUIDE = { concise: "very short (about 50-80 words)", balanced: "medium length (about 100-150 words)", detailed: "thorough (about 180-250 words)" };
const FORMAT_GUIDE = {
  email: "an email. The first line must be 'Subject: ' followed by the subject line, then a blank line, then the body, signed with the sender's name",
  linkedin: "a LinkedIn direct message: short paragraphs, no subject line, signed with the sender's first name",
  phone_call: "phone call talking points: a numbered list (1., 2., ...), one point per line, no subject line",
};
const STYLE_GUIDE = {
  direct: "Get to the point and the ask in the first two sentences.",
  consultative: "Lead with a thoughtful question about their situation before offering help.",
  insight_led: "Lead with the most striking fact from the event as an insight.",
};

const claimsSchema = z.object({ claims: z.array(z.object({ claim: z.string(), quote: z.string() })) });

function composePrompt(input: ComposeInput) {
  const { event, account, seller, recipient, options } = input;
  const language = messageLanguages.find((l) => l.code === options.language)?.name ?? "English";
  const solutions = parseSolutions(seller.solutions ?? "");
  const solutionList = solutions.length ? solutions.map((s) => `- ${s.name}: ${s.description}`).join("\n") : seller.solutions || "(not listed)";
  const system = [
    `You write outreach messages for ${seller.sender_name}, a salesperson at ${seller.company_name}.`,
    seller.solutions_brief ? `About ${seller.company_name}: ${seller.solutions_brief}` : "",
    `${seller.company_name}'s solutions:\n${solutionList}`,
    `Write ${FORMAT_GUIDE[options.format]}.`,
    `Length: ${LENGTH_GUIDE[options.length]}. Tone: ${options.tone}. Objective: ${options.objective.replace(/_/g, " ")}.`,
    input.guardrail ? `${input.guardrail.warning} ${input.guardrail.instruction}` : "",
    `The recipient's company is ${options.relationship === "existing_customer" ? "an existing customer" : "a prospect"}.`,
    options.variation_style ? STYLE_GUIDE[options.variation_style] : "",
    `Write in ${language}. Facts quoted from the event may stay in their original language.`,
    "State only facts that appear in the event below; never invent figures, names or dates. Output only the message.",
  ].filter(Boolean);
  const user = [
    `Account: ${account.name}${account.full_name && account.full_name !== account.name ? ` (${account.full_name})` : ""}`,
    recipient ? `Recipient: ${recipient.full_name}${recipient.title ? `, ${recipient.title}` : ""}` : "",
    `Event: ${event.title ?? ""}`,
    event.date ? `Date: ${event.date}` : "",
    event.publication ? `Publication: ${event.publication}` : "",
    event.event_summary ? `Summary: ${event.event_summary}` : "",
    event.summary && event.summary !== event.event_summary ? `Excerpt: ${event.summary}` : "",
    event.tldr ? `TL;DR: ${event.tldr}` : "",
    event.why_it_matters ? `Why it matters: ${event.why_it_matters}` : "",
    event.suggested_action ? `Suggested action: ${event.suggested_action}` : "",
    event.offerings.length && !input.guardrail ? `Relevant offerings: ${event.offerings.map((o) => `${o.name} (${o.offering})`).join("; ")}` : "",
  ].filter(Boolean);
  return { system: system.join("\n"), user: user.join("\n") };
}

/** Writes the message with the chat completions API, streaming each delta to `onDelta` when given. */
async function writeMessage(client: OpenAI, model: string, input: ComposeInput, onDelta?: ComposeStreamHandler) {
  const { system, user } = composePrompt(input);
  const messages = [
    { role: "system" as const, content: system },
    { role: "user" as const, content: user },
  ];
  if (!onDelta) {
    const completion = await client.chat.completions.create({ model, temperature: 0.7, messages });
    return completion.choices[0]?.message?.content ?? "";
  }
  const stream = await client.chat.completions.create({ model, temperature: 0.7, messages, stream: true });
  let text = "";
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content ?? "";
    if (delta) {
      text += delta;
      onDelta(delta);
    }
  }
  return text;
}

/** Asks which factual claims the message makes, each with the exact source sentence text it rests on. */
async function extractClaims(client: OpenAI, model: string, input: ComposeInput, message: string) {
  const sources = evidenceSources(input.event);
  const completion = await client.chat.completions.create({
    model,
    temperature: 0,
    messages: [
      {
        role: "system",
        content:
          "List every factual claim about the account or the event that the message makes (not offers, greetings or questions). " +
          "For each, give `quote`: the exact words copied from ONE of the numbered source sentences that support it, or an empty string if none does.",
      },
      { role: "user", content: `Sources:\n${sources.map((s) => `[${s.id}] ${s.text}`).join("\n")}\n\nMessage:\n${message}` },
    ],
    response_format: zodResponseFormat(claimsSchema, "message_claims"),
  });
  const content = completion.choices[0]?.message?.content;
  if (!content) return [];
  const parsed = claimsSchema.safeParse(JSON.parse(content));
  return parsed.success ? parsed.data.claims : [];
}

/** OpenAI's composeMessage: the message (streamed when asked), then its claims checked against the event's text. */
export async function composeWithOpenAi(
  client: OpenAI,
  model: string,
  input: ComposeInput,
  onDelta: ComposeStreamHandler | undefined,
  toError: (error: unknown) => LlmError,
): Promise<ComposedMessage> {
  let message: string;
  try {
    message = (await writeMessage(client, model, input, onDelta)).trim();
  } catch (error) {
    throw toError(error);
  }
  if (!message) throw new LlmError("The model returned no message", { retryable: true });
  // A failed claim check must not cost the user the message: it is shown without evidence then.
  const claims = await extractClaims(client, model, input, message).catch(() => null);
  return {
    message,
    // The articles are in English: a draft in another language is tied to them by its quotes and figures.
    evidence: claims ? buildEvidence(input.event, claims, { sourcesLanguage: input.options.language === "en" }) : { sources: [], claims: [] },
  };
}

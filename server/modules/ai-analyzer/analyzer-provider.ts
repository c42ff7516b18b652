import type { Logger } from "pino";
import { z } from "zod";
import { LOCAL_PROVIDER, SCORE_DISCLAIMER } from "./ai-analyzer-contract";
import type { AnalyzerJob, LocalVerdict } from "./local-scorer";

/**
 * The optional OpenAI-compatible provider: it may reword the summary and move the local score a
 * little, never replace the criteria and evidence (those stay the local scorer's, so every score
 * is explained by what the panel shows). Used only when AI_ANALYZER_BASE_URL and AI_ANALYZER_MODEL
 * are set; unconfigured, nothing here touches the network.
 */

/** How far the provider may move the local score: the criteria shown must still explain it. */
export const MAX_PROVIDER_ADJUSTMENT = 15;
const DEFAULT_TIMEOUT_MS = 20_000;
/** The share of the CV sent along: enough for a summary, bounded for cost and privacy. */
const CV_EXCERPT_LENGTH = 8_000;

export type ProviderConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

const envSchema = z.object({
  AI_ANALYZER_BASE_URL: z.url({ protocol: /^https?$/ }),
  AI_ANALYZER_API_KEY: z.string().min(1).optional(),
  AI_ANALYZER_MODEL: z.string().min(1).max(200),
  AI_ANALYZER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(DEFAULT_TIMEOUT_MS),
});

/**
 * The provider's settings from the environment, or null when it is not configured. A base URL or
 * model alone, or an invalid value, is an error: a half-configured provider should not silently
 * fall back for ever.
 */
export function providerConfigFrom(env: Record<string, string | undefined> = process.env): ProviderConfig | null {
  const set = (key: string) => (env[key] ?? "") !== "";
  if (!set("AI_ANALYZER_BASE_URL") && !set("AI_ANALYZER_MODEL")) return null;
  const cleaned = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith("AI_ANALYZER_") && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid AI analyzer provider configuration: ${issues}`);
  }
  return {
    baseUrl: parsed.data.AI_ANALYZER_BASE_URL.replace(/\/+$/, ""),
    apiKey: parsed.data.AI_ANALYZER_API_KEY ?? null,
    model: parsed.data.AI_ANALYZER_MODEL,
    timeoutMs: parsed.data.AI_ANALYZER_TIMEOUT_MS,
  };
}

export const providerNameOf = (config: ProviderConfig) => `openai-compatible:${config.model}`;

export type RefineInput = { job: AnalyzerJob; cvText: string | null; local: LocalVerdict };
export type Refinement = { score: number; summary: string; provider: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const answerSchema = z.object({ score: z.number().min(0).max(100), summary: z.string().trim().min(1).max(2000) });

function messagesFor(input: RefineInput) {
  const system = [
    "You help a recruiter review one job applicant. A local scorer already checked the job's criteria and quoted the evidence it found.",
    `Refine its overall score and write a short, neutral summary (at most 3 sentences) of the fit, naming strengths and gaps. Your score must stay within ${MAX_PROVIDER_ADJUSTMENT} points of the local score.`,
    "Judge only job-related evidence; ignore name, gender, age, religion, ethnicity and photos.",
    `${SCORE_DISCLAIMER}`,
    'Answer with JSON only: {"score": <integer 0-100>, "summary": "<text>"}.',
  ].join(" ");
  const user = JSON.stringify({
    job: { role: input.job.role, skills: input.job.skills, criteriaForAi: input.job.criteriaForAi },
    localScore: input.local.score,
    criteria: input.local.criteria,
    cvExcerpt: input.cvText ? input.cvText.slice(0, CV_EXCERPT_LENGTH) : null,
  });
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** One call to `{base}/chat/completions` in JSON mode; throws on any failure (the caller falls back). */
export async function refineWithProvider(config: ProviderConfig, input: RefineInput, fetchImpl: typeof fetch = fetch): Promise<Refinement> {
  const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({ model: config.model, temperature: 0, response_format: { type: "json_object" }, messages: messagesFor(input) }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`The AI provider answered HTTP ${response.status}`);
  const completion = completionSchema.parse(await response.json());
  const content = completion.choices[0]!.message.content.trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  const answer = answerSchema.parse(JSON.parse(content));
  const local = input.local.score;
  const score = Math.round(Math.min(100, local + MAX_PROVIDER_ADJUSTMENT, Math.max(0, local - MAX_PROVIDER_ADJUSTMENT, answer.score)));
  return { score, summary: answer.summary, provider: providerNameOf(config) };
}

/**
 * The verdict's score, summary and provider: the provider's refinement when it is configured and
 * answers well, else the local verdict as it is.
 */
export async function refineOrKeepLocal(
  config: ProviderConfig | null,
  input: RefineInput,
  options: { log?: Logger; fetchImpl?: typeof fetch } = {},
): Promise<Refinement> {
  const local = { score: input.local.score, summary: input.local.summary, provider: LOCAL_PROVIDER };
  if (!config) return local;
  try {
    return await refineWithProvider(config, input, options.fetchImpl);
  } catch (error) {
    options.log?.warn({ err: error, provider: providerNameOf(config) }, "AI analyzer provider failed; keeping the local verdict");
    return local;
  }
}

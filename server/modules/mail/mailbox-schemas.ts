import { z } from "@hono/zod-openapi";

/** GET /api/dev/mailbox query: the newest `limit` mails, optionally only those to one address. */
export const mailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ example: 50 }),
  to: z.string().trim().min(1).max(320).optional().openapi({ example: "owner@demo-company.test" }),
});
export type MailboxQuery = z.input<typeof mailboxQuerySchema>;

export const mailboxMailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    category: z.string(),
    status: z.enum(["pending", "sent", "held", "failed"]),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    text: z.string(),
    /** Files sent with the mail, whole (an interview's .ics invite), to read or save. */
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  })
  .openapi("MailboxMail");
export type MailboxMail = z.infer<typeof mailboxMailSchema>;

export const mailboxListSchema = z.object({ docs: z.array(mailboxMailSchema) }).openapi("MailboxList");
export type MailboxList = z.infer<typeof mailboxListSchema>;

import { z } from "@hono/zod-openapi";

export const employerTodoQuerySchema = z.object({
  userCompanyId: z
    .uuid()
    .optional()
    .openapi({ param: { name: "userCompanyId", in: "query" }, description: "Whose list (a member of the caller's company); the caller's own by default" }),
});

export const employerTodoItemSchema = z
  .object({
    /** Stable id of the kind of task, e.g. complete-company-profile. */
    key: z.string(),
    title: z.string(),
    description: z.string(),
    actionLabel: z.string(),
    /** Where the task is done, inside the portal. */
    href: z.string(),
    /** Lower comes first. */
    priority: z.number().int(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  })
  .openapi("EmployerTodoItem");
export type EmployerTodoItem = z.infer<typeof employerTodoItemSchema>;

export const employerTodoListSchema = z.object({ docs: z.array(employerTodoItemSchema) }).openapi("EmployerTodoList");
export type EmployerTodoList = z.infer<typeof employerTodoListSchema>;

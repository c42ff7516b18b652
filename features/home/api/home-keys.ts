export const homeKeys = {
  all: ["home"] as const,
  employerTodo: (userCompanyId?: string) => [...homeKeys.all, "employer-todo", userCompanyId ?? "me"] as const,
  attention: () => [...homeKeys.all, "attention"] as const,
};

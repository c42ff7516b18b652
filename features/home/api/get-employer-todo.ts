import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { EmployerTodoList } from "@/server/modules/employer-todo/employer-todo-schemas";
import { homeKeys } from "./home-keys";

export async function getEmployerTodo(userCompanyId?: string): Promise<EmployerTodoList> {
  const response = await apiClient.get<{ result: EmployerTodoList }>("/v1/job-portal/employer-todo", {
    params: { userCompanyId },
  });
  return response.data.result;
}

export const employerTodoQueryOptions = (userCompanyId?: string) =>
  queryOptions({ queryKey: homeKeys.employerTodo(userCompanyId), queryFn: () => getEmployerTodo(userCompanyId) });

export function useEmployerTodo(userCompanyId?: string) {
  return useQuery(employerTodoQueryOptions(userCompanyId));
}

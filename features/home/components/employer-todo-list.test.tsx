import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithQuery } from "@/tests/ui/render-with-query";
import { EmployerTodoList } from "./employer-todo-list";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = {
  key: "complete-company-profile",
  title: "Complete your company profile",
  description: "Still missing: logo.",
  actionLabel: "Complete profile",
  href: "/company/profile",
  priority: 20,
  progress: { done: 6, total: 7 },
};

describe("EmployerTodoList", () => {
  it("lists the open tasks with their progress and links", async () => {
    server.use(http.get("*/api/v1/job-portal/employer-todo", () => HttpResponse.json({ result: { docs: [item] } })));
    renderWithQuery(<EmployerTodoList />);
    const link = await screen.findByRole("link", { name: /Complete your company profile/ });
    expect(link).toHaveAttribute("href", "/company/profile");
    expect(screen.getByRole("progressbar", { name: "Complete your company profile progress" })).toHaveAttribute("aria-valuenow", "6");
    expect(screen.getByText("6/7")).toBeInTheDocument();
  });

  it("passes the member whose list is asked for", async () => {
    let asked: string | null = null;
    server.use(
      http.get("*/api/v1/job-portal/employer-todo", ({ request }) => {
        asked = new URL(request.url).searchParams.get("userCompanyId");
        return HttpResponse.json({ result: { docs: [] } });
      }),
    );
    renderWithQuery(<EmployerTodoList userCompanyId="uc-7" />);
    await screen.findByText("You are all caught up");
    expect(asked).toBe("uc-7");
  });

  it("shows a clear empty state", async () => {
    server.use(http.get("*/api/v1/job-portal/employer-todo", () => HttpResponse.json({ result: { docs: [] } })));
    renderWithQuery(<EmployerTodoList />);
    expect(await screen.findByText("You are all caught up")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the error display when the list cannot load", async () => {
    server.use(
      http.get("*/api/v1/job-portal/employer-todo", () =>
        HttpResponse.json({ message: "Something went wrong on our side", code: "INTERNAL_ERROR", errorId: "req-1", data: { errors: [] } }, { status: 500 }),
      ),
    );
    renderWithQuery(<EmployerTodoList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side (req-1)");
  });
});

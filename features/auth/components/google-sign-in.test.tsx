import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GoogleSignIn } from "./google-sign-in";
import { SocialSignInError } from "./social-sign-in-error";

const startUrl = (link: HTMLElement) => new URL(link.getAttribute("href")!, "http://localhost");

describe("GoogleSignIn", () => {
  it("is a plain link to the API's start endpoint, so it works before hydration", () => {
    render(<GoogleSignIn intent="sign-in" redirectUrl="/job-post?status=active" />);
    const link = screen.getByRole("link", { name: "Continue with Google" });
    const url = startUrl(link);
    expect(url.pathname).toBe("/api/v1/login/socmed/google/start");
    expect(Object.fromEntries(url.searchParams)).toEqual({ intent: "sign-in", redirectUrl: "/job-post?status=active" });
    expect(screen.getByText("or sign in with email")).toBeInTheDocument();
  });

  it("starts a sign-up from /sign-up and drops a redirectUrl that leads off the site", () => {
    render(<GoogleSignIn intent="sign-up" redirectUrl="//evil.example/phish" />);
    const url = startUrl(screen.getByRole("link", { name: "Continue with Google" }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ intent: "sign-up" });
    expect(screen.getByText("or sign up with email")).toBeInTheDocument();
  });
});

describe("SocialSignInError", () => {
  it("shows spec 8's message for the code with the error id", () => {
    render(<SocialSignInError intent="sign-in" code="SOCMED_DATA_INVALID" errorId="req-123" />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Socmed data INVALID")).toBeInTheDocument();
    expect(within(alert).getByText("(req-123)")).toBeInTheDocument();
  });

  it("offers sign-up after 'Email Not Found' on the sign-in page", () => {
    render(<SocialSignInError intent="sign-in" code="EMAIL_NOT_FOUND" />);
    expect(screen.getByText("Email Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  });

  it("shows the restricted-domain support notice for a refused domain, only with a well-formed email", () => {
    const { unmount } = render(<SocialSignInError intent="sign-up" code="EMAIL_DOMAIN_NOT_ALLOWED" email="someone@gmail.com" />);
    expect(screen.getByText("Email domain not allowed to register")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Contact support/ })).toHaveAttribute("href", expect.stringContaining("gmail.com"));
    unmount();
    render(<SocialSignInError intent="sign-up" code="EMAIL_DOMAIN_NOT_ALLOWED" email="<b>not an email</b>" />);
    expect(screen.queryByRole("link", { name: /Contact support/ })).not.toBeInTheDocument();
  });

  it("never shows words from the address: an unknown code gets the generic message, a strange error id none", () => {
    render(<SocialSignInError intent="sign-in" code="Call 0800 to unlock your account" errorId="<script>" />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Sign-in with Google failed. Try again")).toBeInTheDocument();
    expect(alert).not.toHaveTextContent("0800");
    expect(alert).not.toHaveTextContent("<script>");
    expect(within(alert).getByText("(Unknown ID)")).toBeInTheDocument();
  });
});

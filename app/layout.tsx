import type { Metadata, Viewport } from "next";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { AppProviders } from "@/components/providers/app-providers";
import "@/styles/globals.css";

export const metadata: Metadata = {
  title: { default: "Hiring Portal", template: "%s · Hiring Portal" },
  description: "Post jobs, run recruitment pipelines and review applicants.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-screen font-sans">
        {/* The session's keeper (AuthSession) sits in the account and portal layouts: the public
            careers and tech-test pages have no session and carry none of its code. */}
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}

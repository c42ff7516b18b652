import type { Metadata, Viewport } from "next";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { AppProviders } from "@/components/providers/app-providers";
import { AuthSession } from "@/features/auth/components/auth-session";
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
        <AppProviders>
          <AuthSession />
          {children}
        </AppProviders>
      </body>
    </html>
  );
}

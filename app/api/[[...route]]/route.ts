import { handle } from "hono/vercel";
import { processApiApp } from "@/server/api/process-app";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (request: Request) => handle(processApiApp())(request);

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
export const HEAD = handler;

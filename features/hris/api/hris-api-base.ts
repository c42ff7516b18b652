import { clientEnv } from "@/lib/env";

/** The /v2/hris calls go to the HRIS API (NEXT_PUBLIC_HRIS_API_URL, by default our own /api). */
export const HRIS_API = { baseURL: clientEnv.NEXT_PUBLIC_HRIS_API_URL } as const;

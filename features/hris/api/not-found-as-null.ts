import { toApiClientError } from "@/lib/api-error";

/**
 * Spec 7.4: a 404 on the HRIS lookups is an expected branch, not an error. The lookup answers null
 * for the 404 carrying `code`, and throws anything else (a 404 of another kind included).
 */
export async function notFoundAsNull<T>(request: Promise<T>, code: string): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    const apiError = toApiClientError(error);
    if (apiError.status === 404 && apiError.code === code) return null;
    throw error;
  }
}

/** Spec 8: shown when a request gets no response at all. */
export const NETWORK_ERROR_MESSAGE = "A network error occurred. Please try refreshing the page.";
/** Spec 8: a token refresh that yields no token. */
export const RESTRICTED_ACCESS_MESSAGE = "Restricted access";

export type ApiFieldError = { field: string; message: string };

/** Any failed API call, normalised from the server's error envelope (or the lack of a response). */
export class ApiClientError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
    public readonly code: string | null,
    public readonly errorId: string | null,
    public readonly fieldErrors: ApiFieldError[],
    /** The members of the envelope's `data` beside `errors` (e.g. reRequestAt and email of an access request). */
    public readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }

  /** The first field error's message, as the error display of spec 8 shows it. */
  get firstFieldMessage(): string | undefined {
    return this.fieldErrors[0]?.message;
  }
}

type ErrorEnvelope = {
  message?: unknown;
  code?: unknown;
  errorId?: unknown;
  data?: { errors?: unknown } & Record<string, unknown>;
};

function extraDataOf(envelope: ErrorEnvelope): Record<string, unknown> {
  if (typeof envelope.data !== "object" || envelope.data === null) return {};
  const { errors: _errors, ...rest } = envelope.data;
  return rest;
}

function fieldErrorsOf(envelope: ErrorEnvelope): ApiFieldError[] {
  const errors = envelope.data?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ApiFieldError =>
      typeof item === "object" && item !== null && typeof item.field === "string" && typeof item.message === "string",
  );
}

/** The API's error envelope of a failed answer (spec 8), as an ApiClientError. */
export function apiErrorFromEnvelope(status: number, body: unknown, fallbackMessage: string): ApiClientError {
  const envelope = (body && typeof body === "object" ? body : {}) as ErrorEnvelope;
  return new ApiClientError(
    typeof envelope.message === "string" ? envelope.message : fallbackMessage,
    status,
    typeof envelope.code === "string" ? envelope.code : null,
    typeof envelope.errorId === "string" ? envelope.errorId : null,
    fieldErrorsOf(envelope),
    extraDataOf(envelope),
  );
}

/** Spec 8: a request that got no response at all. */
export const networkError = () => new ApiClientError(NETWORK_ERROR_MESSAGE, null, "NETWORK_ERROR", null, []);

export function toApiClientError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  return new ApiClientError(error instanceof Error ? error.message : String(error), null, null, null, []);
}

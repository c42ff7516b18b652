import { ApiError, invalidField } from "@/server/api/errors";

// Every refusal of an upload names the file's field, with the same message in the answer and on the field.
export const emptyFile = (field: string) => invalidField(field, "The file is empty", "EMPTY_FILE");
export const fileTooLarge = (field: string, message: string) => new ApiError(413, "FILE_TOO_LARGE", message, [{ field, message }]);
export const unsupportedFileType = (field: string, message: string) =>
  new ApiError(415, "UNSUPPORTED_FILE_TYPE", message, [{ field, message }]);

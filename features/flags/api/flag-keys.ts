export const flagKeys = {
  all: ["feature-flags"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  status: () => [...notificationKeys.all, "status"] as const,
};

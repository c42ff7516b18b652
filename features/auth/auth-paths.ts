/** The auth feature's pages (spec 2.1) and the query flags they pass each other. */
export const AUTH_PATHS = {
  signIn: "/sign-in",
  signUp: "/sign-up",
  verification: "/verification",
  verificationSuccess: "/verification-success",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  onboarding: "/onboarding",
} as const;

/** `/sign-in?passwordReset=1` thanks the user for choosing a new password. */
export const PASSWORD_RESET_NOTICE_PARAM = "passwordReset";

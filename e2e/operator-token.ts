/**
 * The operator token of the e2e server: playwright.config.ts passes it as OPERATOR_TOKEN, and the
 * shell specs use it to drive `npm run flags`. Only ever used with the throwaway e2e database.
 */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-0123456789abcdef";

export const HIRING_TEAM_EMAIL_MESSAGE = "Enter a valid email address";

/**
 * Goes to `path` with a full page load, after something changed the session's facts on the server:
 * a sign-in, a verified email, a finished onboarding, a started plan, a joined company.
 *
 * A client navigation is not enough there. The client router keeps the answers it was given under
 * the old session, such as the route guard's redirect of / to /subscription taken right after
 * onboarding, and replays them: the user would stay where they are with a spinning button. A full
 * load asks the server, whose guard reads the new session cookie, and starts with nothing cached
 * from the session before.
 */
export function enterAfterSessionChange(path: string): void {
  window.location.assign(path);
}

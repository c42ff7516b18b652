
// Job slugs are made like company slugs.
export { kebabSlug } from "./company-slug";
// Read by other modules through this service (notifications, checkout and subscriptions tell a company's owners).
export { activeOwnerIds } from "./companies-queries";

// The billing details are read and saved as stored: the routes and the paying transaction use these.
export { findBillingDetails, saveBillingDetails } from "./billing-details-queries";

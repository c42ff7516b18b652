import { ApiError, conflict, forbidden, notFound, serviceUnavailable, unprocessable } from "@/server/api/errors";
import { CHECKOUT_ERROR_CODES } from "./checkout-schemas";

/** A checkout refusal that names the field of the request it is about. */
export const checkoutFieldError = (status: 403 | 409 | 422, code: string, field: string, message: string) => new ApiError(status, code, message, [{ field, message }]);

// The company admin (the owner) alone buys, and says who the invoices are made out to.
export const purchaseOwnerOnly = () => forbidden("Only the company admin can buy a plan", CHECKOUT_ERROR_CODES.ownerOnly);
export const billingDetailsOwnerOnly = () => forbidden("Only the company admin can change the billing details", CHECKOUT_ERROR_CODES.ownerOnly);

export const orderNotFound = () => notFound("Order not found", CHECKOUT_ERROR_CODES.orderNotFound);
/** Carries the waiting order's id, so the page can open it instead. */
export const pendingOrderExists = (orderId: string) =>
  new ApiError(409, CHECKOUT_ERROR_CODES.pendingOrderExists, "An order is waiting for payment; pay it or let it expire first", [], {}, { orderId });
export const paymentProviderUnavailable = () =>
  serviceUnavailable("The payment provider is not available; try again in a moment", CHECKOUT_ERROR_CODES.providerUnavailable);
export const orderNotRefundable = (status: string) => conflict(`Only a paid order can be refunded; this one is ${status}`, CHECKOUT_ERROR_CODES.orderNotRefundable);
export const invalidNotificationSignature = () => forbidden("The notification's signature is not valid", CHECKOUT_ERROR_CODES.invalidSignature);
/** The simulator's charge was already paid or expired (or closed by a click at the same moment). */
export const simulatorPaymentNotOpen = () => conflict("This payment is no longer open", "PAYMENT_NOT_PENDING");
export const invoiceNotAvailable = () => new ApiError(409, CHECKOUT_ERROR_CODES.invoiceNotAvailable, "An invoice is issued once the order is paid");

// Amounts that do not fit the order: the operator's refund (amountIdr) and the provider's notification (its own field names).
const amountMismatch = (message: string, field: string, fieldMessage: string) =>
  unprocessable(message, [{ field, message: fieldMessage }], CHECKOUT_ERROR_CODES.amountMismatch);
export const refundOverTotal = (totalIdr: number) =>
  amountMismatch("The refund is more than the order's total", "amountIdr", `At most the order's total, ${totalIdr}`);
export const refundBelowReturned = (alreadyRefunded: number) =>
  amountMismatch("The refund is less than what was already returned", "amountIdr", `The amount returned in all, this refund included: more than the ${alreadyRefunded} already refunded`);
export const notifiedRefundUnfit = (expected: number) =>
  amountMismatch("The refund amount does not fit the order", "refund_amount", `A refund returns a whole amount from 1 to the order's ${expected}.00; a partial refund less than that`);
export const notifiedAmountMismatch = (expected: number | undefined) =>
  amountMismatch("The amount does not match the order", "gross_amount", `The order's amount is ${expected}.00`);

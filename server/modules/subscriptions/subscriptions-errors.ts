import { conflict, forbidden, notFound } from "@/server/api/errors";
import { SUBSCRIPTION_ERROR_CODES } from "./subscriptions-schemas";

// The spec 2.7 guard, in the API: the session middleware and publishing a job refuse alike.
export const subscriptionRequired = () => forbidden("Your company needs an active subscription", SUBSCRIPTION_ERROR_CODES.subscriptionRequired);
export const planUpgradeRequired = () => forbidden("Your company's usage is above its plan; upgrade the plan", SUBSCRIPTION_ERROR_CODES.upgradeRequired);

// The company admin (the owner) alone.
export const ownerOnly = () => forbidden("Only the company admin can do this", SUBSCRIPTION_ERROR_CODES.ownerOnly);
export const planChangeOwnerOnly = () => forbidden("Only the company admin can change the plan", SUBSCRIPTION_ERROR_CODES.ownerOnly);
export const trialOwnerOnly = () => forbidden("Only the company admin can start the trial", SUBSCRIPTION_ERROR_CODES.ownerOnly);

// The trial.
export const trialPlanNotAvailable = () => notFound("The trial plan is not available", "PLAN_NOT_FOUND");
export const subscriptionAlreadyActive = () => conflict("The company already has an active subscription", SUBSCRIPTION_ERROR_CODES.subscriptionAlreadyActive);
export const trialAlreadyUsed = () => conflict("The free trial has already been used by this company", SUBSCRIPTION_ERROR_CODES.trialAlreadyUsed);

// Cancelling at period end.
export const noPaidPeriod = () => conflict("Your company has no paid plan running to cancel", SUBSCRIPTION_ERROR_CODES.noPaidPeriod);
/** Cancelling a period already paid would need a refund, which an operator makes. */
export const nextPeriodPaid = () => conflict("Your next period is already paid; it can no longer be cancelled", SUBSCRIPTION_ERROR_CODES.nextPeriodPaid);

import { GoogleKeysUnavailableError, verifyGoogleIdToken, type GoogleIdentity } from "@/server/auth/google-id-token";
import { serverEnv } from "@/server/config/env";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import type { TokenResponse } from "./auth-schemas";
import { assertEmployerAccount, assertRegistrationDomain } from "./account-rules";
import { emailJustRegistered, emailNotFound, emailTaken, socialLoginDisabled, socialLoginUnavailable, socmedInvalid } from "./auth-errors";
import { startSession, type ClientInfo } from "./session-service";
import { findUserByEmail } from "./user-state-service";
import { findUserBySocialSubject, insertUser, updateUserAccount } from "./users-queries";

const PROVIDER = "google";


/** How an ID token reached us: `nonce` is the one our authorization request sent (the redirect flow). */
export type IdTokenOptions = { nonce?: string };

/** Google sign-in is off (404) unless GOOGLE_CLIENT_ID is set. */
async function verifiedIdentity(idToken: string, options: IdTokenOptions = {}): Promise<GoogleIdentity> {
  const env = serverEnv();
  if (!env.GOOGLE_CLIENT_ID) {
    throw socialLoginDisabled();
  }
  try {
    const identity = await verifyGoogleIdToken(idToken, {
      clientId: env.GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuer: env.GOOGLE_ISSUER,
      nonce: options.nonce,
    });
    if (!identity) throw socmedInvalid();
    return identity;
  } catch (error) {
    if (error instanceof GoogleKeysUnavailableError) {
      throw socialLoginUnavailable();
    }
    throw error;
  }
}

async function findByGoogleSubject(db: Database, subject: string) {
  const user = await findUserBySocialSubject(db, subject);
  return user?.socialProvider === PROVIDER ? user : undefined;
}

/**
 * Sign-in with a Google ID token. An existing account with the token's (Google-verified) email is
 * linked to the Google account on first use.
 */
export async function loginWithGoogle(
  db: Database,
  idToken: string,
  client: ClientInfo,
  options: IdTokenOptions = {},
): Promise<TokenResponse> {
  const identity = await verifiedIdentity(idToken, options);
  const user = (await findByGoogleSubject(db, identity.subject)) ?? (await findUserByEmail(db, identity.email));
  if (!user) throw emailNotFound();
  assertEmployerAccount(user);
  if (user.socialSubject && user.socialSubject !== identity.subject) throw socmedInvalid();
  if (!user.socialSubject || !user.emailVerifiedAt) {
    await updateUserAccount(db, user.id, {
      socialProvider: PROVIDER,
      socialSubject: identity.subject,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
  }
  return startSession(db, { userId: user.id, platform: "employer", client });
}

/**
 * Sign-up with a Google ID token: the email is verified by Google, so the account is usable at once
 * (onboarding comes next). The company-domain rule applies as for email sign-up. An unverified
 * email sign-up of the same address is taken over (its password dropped): Google proved the owner.
 */
export async function registerWithGoogle(
  db: Database,
  input: { idToken: string; name?: string; nonce?: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const identity = await verifiedIdentity(input.idToken, { nonce: input.nonce });
  assertRegistrationDomain(identity.email);
  const existing = await findUserByEmail(db, identity.email);
  const name = input.name ?? identity.name ?? identity.email.split("@")[0]!;
  let userId: string;
  if (existing) {
    if (existing.platform === "employer" && existing.socialSubject === identity.subject) {
      // Signing up twice with the same Google account just signs in.
      return startSession(db, { userId: existing.id, platform: "employer", client });
    }
    if (existing.platform !== "employer" || existing.emailVerifiedAt) throw emailTaken(existing);
    await updateUserAccount(db, existing.id, {
      name,
      passwordHash: null,
      socialProvider: PROVIDER,
      socialSubject: identity.subject,
      emailVerifiedAt: new Date(),
      profilePictureUrl: identity.picture,
    });
    userId = existing.id;
  } else {
    try {
      userId = await insertUser(db, {
        name,
        email: identity.email,
        platform: "employer",
        socialProvider: PROVIDER,
        socialSubject: identity.subject,
        emailVerifiedAt: new Date(),
        profilePictureUrl: identity.picture,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailJustRegistered();
      throw error;
    }
  }
  return startSession(db, { userId, platform: "employer", client });
}

import { z } from "zod";
import { verbatimTextSchema } from "../inputs/text-schema";
import { passwordMaxLength, twoFactorCodeLength } from "./auth-schemas";

// Two-factor sign-in (docs/security.md "Two-factor sign-in"): a code mailed after the password, or
// one from an authenticator app (TOTP, RFC 6238), and recovery codes for a lost phone.

/** mail: a 6-digit code mailed at each sign-in; authenticator: the app's current code. */
export const twoFactorMethods = ["mail", "authenticator"] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const totpSettings = {
  /** RFC 6238's defaults, which every authenticator app reads from the otpauth:// address. */
  digits: twoFactorCodeLength,
  periodSeconds: 30,
  algorithm: "SHA1",
  /** Steps accepted either side of now: a phone's clock a little early or late. */
  window: 1,
  /** Bytes of the shared secret (160 bits, RFC 4226's recommendation). */
  secretBytes: 20,
  /** The issuer name the app shows beside the account. */
  issuer: "Ondine",
} as const;

export const recoveryCodeSettings = {
  count: 10,
  /** Two groups of 5 from an alphabet without look-alikes: `k7m2p-x9q4r`. */
  groupLength: 5,
  alphabet: "23456789abcdefghjkmnpqrstuvwxyz",
} as const;

/** Step-up (docs/security.md "Step-up"): a sensitive call needs a second factor this recent. */
export const stepUpLifetimeMs = 5 * 60_000;

/** A recovery code as typed: spaces, dashes and case do not matter; any other character is no code of ours. */
export const recoveryCodeInputSchema = z
  .string({ error: "twoFactor.code_missing" })
  .max(100, "twoFactor.code_invalid")
  .trim()
  .min(1, "twoFactor.code_missing")
  .pipe(z.string().regex(/^[0-9a-z\s-]+$/i, "twoFactor.code_invalid"));

/**
 * `POST /api/users/two_factor`: the pending sign-in's second factor: `code` (mailed or
 * authenticator, 6 digits) or `recovery_code`; one of the two.
 */
export const twoFactorSignInBodySchema = z
  .object({
    code: z.string().max(100, "twoFactor.code_invalid").trim().optional(),
    recovery_code: recoveryCodeInputSchema.optional(),
  })
  .superRefine((value, context) => {
    if (!value.code && !value.recovery_code) {
      context.addIssue({ code: "custom", path: ["code"], message: "twoFactor.code_missing" });
    } else if (value.code && !new RegExp(`^\\d{${twoFactorCodeLength}}$`).test(value.code)) {
      context.addIssue({ code: "custom", path: ["code"], message: "twoFactor.code_invalid" });
    }
  });
export type TwoFactorSignInBody = z.output<typeof twoFactorSignInBodySchema>;

/** `POST /api/users/two_factor/authenticator`: start an enrolment (a new secret, not yet in force). */
export const authenticatorEnrolmentAnswerSchema = z.object({
  /** Base32, as the user types it into an app without a camera. */
  secret: z.string(),
  /** `otpauth://totp/...`, what the QR code carries. */
  otpauth_url: z.string(),
});
export type AuthenticatorEnrolmentAnswer = z.infer<typeof authenticatorEnrolmentAnswerSchema>;

/**
 * `POST /api/users/two_factor/authenticator/confirm`: the app's first code puts it in force; the
 * password is asked too, so a stolen session cannot put its own app in force and shut the owner out.
 */
export const authenticatorConfirmBodySchema = z.object({
  code: z
    .string({ error: "twoFactor.code_missing" })
    .max(100, "twoFactor.code_invalid")
    .trim()
    .min(1, "twoFactor.code_missing")
    .pipe(z.string().regex(new RegExp(`^\\d{${twoFactorCodeLength}}$`), "twoFactor.code_invalid")),
  current_password: verbatimTextSchema(passwordMaxLength),
});
export type AuthenticatorConfirmBody = z.output<typeof authenticatorConfirmBodySchema>;

/** The recovery codes, shown once (confirming an authenticator, or regenerating them). */
export const recoveryCodesAnswerSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** `POST /api/users/two_factor/recovery_codes`: new codes replace the old; the password is asked. */
export const recoveryCodesRegenerateBodySchema = z.object({
  current_password: verbatimTextSchema(passwordMaxLength),
});

/**
 * `PUT /api/users/two_factor`: the account page's switch: off, by mail, or by the authenticator
 * already confirmed. The password is asked to turn it off or to change the method.
 */
export const twoFactorSettingBodySchema = z.object({
  method: z.enum(twoFactorMethods).nullable(),
  current_password: verbatimTextSchema(passwordMaxLength),
});
export type TwoFactorSettingBody = z.output<typeof twoFactorSettingBodySchema>;

/** `POST /api/users/two_factor/step_up`: a fresh second factor for a sensitive call. */
export const stepUpBodySchema = z.object({
  code: z.string().max(100, "twoFactor.code_invalid").trim().optional(),
  recovery_code: recoveryCodeInputSchema.optional(),
});

/** The account's two-factor state, in the current user (`two_factor`). */
export const twoFactorStateSchema = z.object({
  /** null: off. */
  method: z.enum(twoFactorMethods).nullable(),
  /** An authenticator is confirmed on the account (it may be switched to without enrolling again). */
  authenticator_confirmed: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** One of the user's organisms requires two-factor sign-in. */
  required: z.boolean(),
  /** Required but off: sign-ins left before the mailed code is switched on; null when not in grace. */
  grace_sign_ins_left: z.number().int().nullable(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

// The console pages mailed links open (docs/product.md#navigation-routes); the console
// reads the token and calls the API.

export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/password/create/${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/password/reset/${encodeURIComponent(token)}`;
}

export function unlockLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/login?unlock_token=${encodeURIComponent(token)}`;
}

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/email/confirm/${encodeURIComponent(token)}`;
}

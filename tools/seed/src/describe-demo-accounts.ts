import { type DemoUser, demoSignIn } from "./demo-users";

/** The accounts the seed made, for the terminal: who signs in how, and what each shows. */
export function describeDemoAccounts(users: readonly DemoUser[]): string {
  const width = Math.max(...users.map((user) => user.email.length));
  const lines = users.map((user) => `  ${user.email.padEnd(width)}  ${user.description}`);
  return `Demo accounts (password "${demoSignIn.password}" for those that have one):\n${lines.join("\n")}`;
}

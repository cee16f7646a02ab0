import { EmailCodePage } from "./components/email-code-page";

/** /register: e-mail and invitation code, then a one-time code (spec §1, §4). */
export function RegisterPage() {
  return <EmailCodePage purpose="register" />;
}

import { EmailCodePage } from "./components/email-code-page";

/** /register: e-mail and invitation code, then a one-time code. */
export function RegisterPage() {
  return <EmailCodePage purpose="register" />;
}

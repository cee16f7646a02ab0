import { EmailCodePage } from "./components/email-code-page";

/** /login: e-mail, then a one-time code. */
export function LoginPage() {
  return <EmailCodePage purpose="login" />;
}

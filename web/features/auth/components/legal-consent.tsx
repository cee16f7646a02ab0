import { Trans } from "react-i18next";
import { Link } from "react-router";

const linkClass =
  "font-medium text-foreground underline decoration-border underline-offset-2 hover:decoration-foreground";

/** "By continuing you agree to …": users accept the three legal documents (spec intro). */
export function LegalConsent() {
  return (
    <p className="text-center text-subtle-foreground text-xs leading-relaxed">
      <Trans
        i18nKey="auth:consent"
        components={{
          agreement: <Link to="/user-agreement" className={linkClass} />,
          policy: <Link to="/use-policy" className={linkClass} />,
          disclaimer: <Link to="/disclaimer" className={linkClass} />,
        }}
      />
    </p>
  );
}

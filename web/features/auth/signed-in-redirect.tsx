import { useAtomValue } from "jotai";
import { Navigate, useSearchParams } from "react-router";
import { isSignedInAtom } from "./atoms";
import { redirectTarget } from "./hooks/use-complete-sign-in";

/** A signed-in user who opens login or register goes where they were heading instead. */
export function SignedInRedirect() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [params] = useSearchParams();
  return signedIn ? <Navigate replace to={redirectTarget(params.get("redirect"))} /> : null;
}

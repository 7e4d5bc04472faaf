import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { adminShell } from "~/copy/admin";
import { apiErrorText } from "~/lib/api-client/api-client";
import { signOut } from "./auth-api";
import { ADMIN_LOGIN_PATH } from "./admin-paths";

/** Ends the session on the server, then shows the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      await signOut();
      toast(adminShell.signedOutToast);
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    } catch (error) {
      toast({
        variant: "destructive",
        ...adminShell.signOutFailedToast,
        description: apiErrorText(error),
      });
      setPending(false);
    }
  }
  return { signOut: run, pending };
}

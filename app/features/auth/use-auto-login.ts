import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { adminLogin } from "~/copy/admin";
import { checkAuth } from "./auth-api";
import { ADMIN_HOME_PATH } from "./admin-paths";

/**
 * On a trusted address (ADMIN_TRUSTED_IPS), asks /api/auth/check, which signs the browser
 * in; then announces it and goes to the dashboard. True while the check runs.
 */
export function useAutoLogin(available: boolean): boolean {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(available);
  useEffect(() => {
    if (!available) return;
    let cancelled = false;
    checkAuth().then(
      (result) => {
        if (cancelled) return;
        if (!result.authenticated) return setChecking(false);
        if (result.autoLogin) toast(adminLogin.autoLoginToast);
        navigate(ADMIN_HOME_PATH, { replace: true });
      },
      () => {
        if (!cancelled) setChecking(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [available, navigate]);
  return checking;
}

import { type FormEvent, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNavigate } from "react-router";
import { LogIn } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { adminLogin as copy } from "~/copy/admin";
import { apiErrorText } from "~/lib/api-client/api-client";
import { ADMIN_HOME_PATH } from "./admin-paths";
import { signIn } from "./auth-api";
import { useAutoLogin } from "./use-auto-login";

/**
 * Username and password. Both are required (a toast says so), a full-screen spinner covers
 * the page while the sign-in is pending, success goes to the dashboard and failure shows
 * the server's message. The fields stay disabled until the page can handle the submit.
 */
export function LoginForm({ autoLoginAvailable }: { autoLoginAvailable: boolean }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const checking = useAutoLogin(autoLoginAvailable);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!username || !password) {
      toast({ variant: "destructive", ...copy.missingFieldsToast });
      return;
    }
    setPending(true);
    try {
      const result = await signIn({ username, password });
      toast(copy.successToast(result.username));
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch (error) {
      toast({
        variant: "destructive",
        title: copy.failureToastTitle,
        description: apiErrorText(error),
      });
      setPending(false);
    }
  }

  return (
    <>
      {pending ? <FullScreenSpinner label={copy.pending} /> : null}
      {hydrated && checking && !pending ? <FullScreenSpinner label={copy.checking} /> : null}
      <noscript>
        <p className="mb-4 rounded-lg border border-destructive/50 p-3 text-sm">{copy.noScript}</p>
      </noscript>
      <form method="post" noValidate onSubmit={onSubmit} aria-busy={pending}>
        {/* Not disabled while pending: that took the focus from the field the admin pressed
            Enter in, and left it on <body> after a wrong password (the button is busy). */}
        <fieldset disabled={!hydrated} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="admin-username">{copy.usernameLabel}</Label>
            <Input
              id="admin-username"
              name="username"
              autoComplete="username"
              aria-required="true"
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-password">{copy.passwordLabel}</Label>
            <Input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required="true"
            />
          </div>
          <Button type="submit" size="lg" className="w-full" busy={pending}>
            <LogIn aria-hidden="true" />
            {copy.submit}
          </Button>
        </fieldset>
      </form>
    </>
  );
}

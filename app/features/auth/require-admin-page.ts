import { type MiddlewareFunction, redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "./admin-paths";
import { adminContext, requestAuthContext } from "./request-auth";

/**
 * Server middleware of the admin shell: runs before any loader below it, on full page
 * loads and client navigations alike. Without an active session the answer is a redirect
 * to the login page and nothing of the page is rendered or loaded.
 */
export const requireAdminPage: MiddlewareFunction<Response> = async ({ context }, next) => {
  const admin = await context.get(requestAuthContext).currentAdmin();
  if (!admin) throw redirect(ADMIN_LOGIN_PATH);
  context.set(adminContext, admin);
  return next();
};

/** Where the admin area starts and where it sends signed-out visitors. */
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/dashboard";

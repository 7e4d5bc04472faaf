/** Copy of the admin shell, the login screen and the dashboard. */

export type AdminIcon =
  | "dashboard"
  | "content"
  | "automation"
  | "analytics"
  | "scheduled"
  | "page-views"
  | "active-users"
  | "locations";

export const adminShell = {
  title: "Admin Panel",
  description: "Navigation of the administration area",
  nav: [
    { label: "Dashboard", href: "/admin/dashboard", icon: "dashboard" },
    { label: "Content", href: "/admin/content", icon: "content" },
    { label: "Automation", href: "/admin/automation", icon: "automation" },
    { label: "Analytics", href: "/admin/analytics", icon: "analytics" },
  ] satisfies { label: string; href: string; icon: AdminIcon }[],
  signOut: "Sign Out",
  signedInAs: "Signed in as",
  loading: "Loading…",
  showMore: (next: number, hidden: number) =>
    next === hidden ? `Show ${hidden} more` : `Show ${next} more (${hidden} not shown)`,
  loadMore: "Load more",
  loadingMore: "Loading more…",
  listEnd: "That is the whole list.",
  signedOutToast: { title: "Signed out", description: "Your admin session has ended." },
  signOutFailedToast: { title: "Sign-out failed" },
} as const;

export const adminLogin = {
  usernameLabel: "Username",
  passwordLabel: "Password",
  submit: "Sign In",
  pending: "Signing in…",
  checking: "Checking your connection…",
  noScript: "Signing in needs JavaScript. Please enable it for this site and reload the page.",
  missingFieldsToast: { title: "Error", description: "Please enter both username and password" },
  successToast: (username: string) => ({
    title: "Login successful",
    description: `Welcome back, ${username}.`,
  }),
  failureToastTitle: "Login failed",
  autoLoginToast: { title: "Auto-login successful", description: "Logged in via trusted IP" },
} as const;

export const adminDashboard = {
  newContent: { label: "New Content", href: "/admin/content/new" },
  newAutomation: { label: "New Automation", href: "/admin/automation/new" },
  overviewHeading: "Overview",
  stats: {
    totalContent: {
      title: "Total Content",
      caption: (items: number, published: number) => `${items} items + ${published} published`,
    },
    scheduled: { title: "Scheduled Posts", caption: "Upcoming publications" },
    activeAutomations: { title: "Active Automations", caption: "Running on schedule" },
    pageViews: { title: "Page Views", caption: "Last 30 days" },
  },
  linksHeading: "Manage",
  links: [
    {
      title: "Content Management",
      description: "Generate pages and blog posts, and review drafts before they go live.",
      href: "/admin/content",
      icon: "content",
    },
    {
      title: "Blog Automation",
      description: "Schedule recurring blog posts by topic, article type and frequency.",
      href: "/admin/automation",
      icon: "automation",
    },
    {
      title: "Analytics",
      description: "Page views, conversion rate, active users and top visitor locations.",
      href: "/admin/analytics",
      icon: "analytics",
    },
  ] satisfies { title: string; description: string; href: string; icon: AdminIcon }[],
} as const;

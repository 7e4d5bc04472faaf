/** Headings of the admin screens, keyed by their path under /admin. */
export const adminPages: Record<string, { title: string; heading: string }> = {
  login: { title: "Admin Login", heading: "Admin Login" },
  dashboard: { title: "Admin Dashboard", heading: "Admin Dashboard" },
  content: { title: "Content Management", heading: "Content Management" },
  automation: { title: "Blog Automation", heading: "Blog Automation" },
  analytics: { title: "Analytics", heading: "Analytics" },
};

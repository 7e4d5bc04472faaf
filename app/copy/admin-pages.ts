/** Titles, headings and descriptions of the admin screens, keyed by their path under /admin. */
export type AdminPageCopy = { title: string; heading: string; description: string };

export const adminPages = {
  login: {
    title: "Admin Login",
    heading: "Admin Login",
    description: "Sign in to manage content, blog automation and analytics.",
  },
  dashboard: {
    title: "Admin Dashboard",
    heading: "Admin Dashboard",
    description: "Manage your content, blog automation and site performance.",
  },
  content: {
    title: "Content Management",
    heading: "Content Management",
    description: "Generate pages and blog posts, and review what has been written.",
  },
  automation: {
    title: "Blog Automation",
    heading: "Blog Automation",
    description: "Schedule recurring blog posts on the topics you choose.",
  },
  analytics: {
    title: "Analytics",
    heading: "Analytics",
    description: "Page views, conversions and where visitors come from.",
  },
} satisfies Record<string, AdminPageCopy>;

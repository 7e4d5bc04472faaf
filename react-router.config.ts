import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/copy/page-paths";

export default {
  appDirectory: "app",
  ssr: true,
  // Static marketing pages are rendered to HTML at build time and served as files;
  // everything else (blog posts from the database, admin) is rendered per request.
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

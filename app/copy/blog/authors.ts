import { site } from "../../config/site";
import type { BlogAuthor } from "./types";

/** The fallback picture for an author without one (missing avatar → default). */
export const defaultAvatar = "/images/avatars/default.webp";

/** The image a card shows when an article's cover fails to load. */
export const placeholderCover = "/images/blog/placeholder.webp";

/** Every cover is exported at this size (Open Graph's recommended 1.91:1). */
export const coverSize = { width: 1200, height: 630 } as const;

export const authors = {
  mayaLin: {
    name: "Maya Lin",
    avatar: "/images/avatars/maya-lin.webp",
    role: "Network Security Engineer",
    credentials: ["CISSP", "M.Sc. Information Security", "8 years building VPN infrastructure"],
  },
  danielOkafor: {
    name: "Daniel Okafor",
    avatar: "/images/avatars/daniel-okafor.webp",
    role: "Privacy Researcher",
    credentials: ["OSCP", "B.Sc. Computer Science", "Maintains our leak-test tools"],
  },
  priyaRaman: {
    name: "Priya Raman",
    avatar: "/images/avatars/priya-raman.webp",
    role: "Head of Business Solutions",
    credentials: ["CISM", "CCSP", "12 years in enterprise network security"],
  },
} satisfies Record<string, BlogAuthor>;

/** Who signs posts written by the content generator. */
export const editorialTeam: BlogAuthor = {
  name: `${site.shortName} Editorial Team`,
  role: "Editorial Team",
  credentials: [`Reviewed by the ${site.name} security team before publication`],
};

import { data } from "react-router";

/**
 * Ends a loader with the not-found screen and HTTP 404. The status text is given because
 * React Router fills a missing one with "Internal Server Error", which every 404 page's
 * hydration data then carried.
 */
export function throwNotFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

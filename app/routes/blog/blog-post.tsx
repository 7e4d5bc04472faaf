import { data } from "react-router";

/** No article exists yet (the blog issue adds them): every slug is unknown, a 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function BlogPost() {
  return null;
}

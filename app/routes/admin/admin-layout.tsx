import { Outlet } from "react-router";

/** The admin area's frame. The admin issue adds the session check and the sidebar shell. */
export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-background">
      <Outlet />
    </div>
  );
}

import { Link, useNavigate } from "react-router";
import { ArrowLeft, Compass, House } from "lucide-react";
import { Button } from "~/components/ui/button";
import { StatusScreen } from "./status-screen";

export function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<Compass className="size-8" aria-hidden="true" />}
      code="404"
      heading="Page Not Found"
      text="The page you're looking for doesn't exist or has been moved."
    >
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden="true" />
          Go to Home
        </Link>
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        Go Back
      </Button>
    </StatusScreen>
  );
}

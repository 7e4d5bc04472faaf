import { useNavigate } from "react-router";
import { ArrowLeft, Compass, House } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button";
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
      <ButtonLink size="lg" to="/">
        <House aria-hidden="true" />
        Go to Home
      </ButtonLink>
      <Button type="button" variant="outline" size="lg" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        Go Back
      </Button>
    </StatusScreen>
  );
}

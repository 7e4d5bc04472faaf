import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/** A card holding an admin form, under a section heading and a line about it. */
export function AdminFormCard({
  heading,
  description,
  children,
}: {
  heading: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{heading}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

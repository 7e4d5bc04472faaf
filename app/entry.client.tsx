import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { applyAppStylesheets } from "~/lib/static-output/app-stylesheets";

// React Router's default client entry, except that the stylesheets the page deferred until its
// app starts are applied first (decision 021).
void applyAppStylesheets().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { applyAppStylesheets, applyStylesheetsOnIntent } from "~/lib/static-output/app-stylesheets";

// React Router's default client entry, except that the stylesheets the page deferred until its
// app starts are applied first, and those deferred until the visitor's intent wait for it
// (decision 021).
applyStylesheetsOnIntent();
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

import { describe, expect, it } from "vitest";
import { formActionPath, formActionQuery, isFormActionPath } from "./proxy-form.server";
import { proxiedPath } from "./target-url";

describe("a GET form's action", () => {
  it("carries the whole proxied address in its path, where a submission cannot replace it", () => {
    const target = "https://search.example/find?old=1&é=ü";
    const action = formActionPath(proxiedPath(target, "de-1", true));
    expect(action).toMatch(/^\/api\/proxy\/form\/[A-Za-z0-9_-]+$/);
    const via = action.slice("/api/proxy/form/".length);
    expect(formActionQuery(via)).toEqual({ url: target, proxyId: "de-1", js: "0" });
    expect(isFormActionPath(action)).toBe(true);
    expect(isFormActionPath("/API/Proxy/Form/abc")).toBe(true);
    expect(isFormActionPath("/api/proxy/formula")).toBe(false);
  });

  it("leaves an action that does not go through the proxy as it is", () => {
    for (const action of ["mailto:a@b.example", "#", ""]) {
      expect(formActionPath(action)).toBe(action);
    }
  });

  it("reads anything else as a query without a target, which the proxy refuses", () => {
    expect(formActionQuery("")).toEqual({});
    expect(formActionQuery("%%%not base64").url).toBeUndefined();
  });
});
